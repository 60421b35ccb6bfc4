import { TextareaField } from '#components/ui/Field.tsx';
import type { CarriedNote } from '#lib/domain/sale/proposal.types.ts';
import { NOTE_MAX } from '#lib/domain/sale/proposal.schema.ts';
import type { ProposalForm } from './proposal-form.ts';
import { proposalsContent } from '#components/admin/proposals/proposals.content.ts';

const copy = proposalsContent.editor.terms;

/**
 * The note to the traveller. A note carried over from the version before (issue 29) is marked, in colour and in
 * words read with the field, for as long as it is that version's text: v1's words must not go out again unseen.
 */
export function NoteField({ form, disabled, carried }: { form: ProposalForm; disabled: boolean; carried: CarriedNote | null }) {
  const stillCarried = !disabled && carried !== null && form.values.note === carried.note;
  return (
    <div data-carried={stillCarried || undefined} className={stillCarried ? '-m-2 rounded-xl bg-amber-100 p-2 ring-2 ring-amber-400' : undefined}>
      {/* Read out with the field as its description; the badge is for the eye. */}
      {stillCarried && (
        <p aria-hidden="true" className="mb-2 inline-block rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
          {copy.noteCarriedBadge(carried.version)}
        </p>
      )}
      <TextareaField
        label={copy.note}
        hint={stillCarried ? copy.noteCarried(carried.version) : copy.noteHint}
        rows={4}
        maxLength={NOTE_MAX}
        disabled={disabled}
        {...form.field('note')}
      />
    </div>
  );
}
