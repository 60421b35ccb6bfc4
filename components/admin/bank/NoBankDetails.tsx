import { BANK_DETAILS_HREF } from '../settings/settings-sections.ts';

/** Issue 29: while Settings hold no bank details, a traveller who accepts is told they come "by e-mail". */
export const noBankDetailsContent = {
  text: 'No bank details are set: a traveller who accepts a proposal is told they come by e-mail, and waits for them until someone sends them.',
  link: 'Add the bank details in Settings',
} as const;

/** The warning the proposal editor and the Overview show while no bank details are set. */
export function NoBankDetails() {
  return (
    <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {noBankDetailsContent.text}{' '}
      <a href={BANK_DETAILS_HREF} className="font-semibold underline underline-offset-4">
        {noBankDetailsContent.link}
      </a>
    </p>
  );
}
