import { useId, useState, type FormEvent } from 'react';
import { reload } from 'vike/client/router';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { useAction } from '#components/ui/use-action.ts';
import { api } from '#lib/api-client.browser.ts';
import { LOCALES, type Locale } from '#lib/domain/site/locale.ts';

/** Staff pages stay English (issue 42); each language is named in its own words, as a traveller would say it. */
export const travellerLanguageContent = {
  heading: 'Language',
  intro: 'Automatic mails, the proposal and its PDF, the trip pack and the review form reach the traveller in this language. Your replies go as you write them.',
  label: 'Traveller’s language',
  names: { en: 'English', de: 'Deutsch (German)' } satisfies Record<Locale, string>,
  change: 'Change language',
  changing: 'Changing…',
  changed: 'Language changed',
  failed: 'The language could not be changed',
} as const;

const copy = travellerLanguageContent;

/** The enquiry's language, set from the page it was sent from, and corrected here when the traveller asks. */
export function TravellerLanguage({ inquiryId, locale }: { inquiryId: string; locale: Locale }) {
  const selectId = useId();
  const [chosen, setChosen] = useState<Locale>(locale);
  const [shown, setShown] = useState(locale);
  const { busy, run } = useAction();
  // Fresh server data (after a reload) resets the choice.
  if (shown !== locale) {
    setShown(locale);
    setChosen(locale);
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen === locale) return;
    await run(async () => {
      await api.inquiries.setLocale({ id: inquiryId }, { locale: chosen });
      toast.success(copy.changed, { description: copy.names[chosen] });
      await reload();
    }, copy.failed);
  }

  return (
    <DeskPanel id="language" heading={copy.heading} intro={copy.intro}>
      <form onSubmit={apply} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
            {copy.label}
          </label>
          <select
            id={selectId}
            value={chosen}
            disabled={busy}
            onChange={(event) => setChosen(event.target.value as Locale)}
            className="block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-ochre-600 focus:outline-none focus:ring-2 focus:ring-ochre-500/40 disabled:opacity-60"
          >
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {copy.names[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" size="sm" className="mb-0.5" disabled={busy || chosen === locale}>
          {busy ? copy.changing : copy.change}
        </Button>
      </form>
    </DeskPanel>
  );
}
