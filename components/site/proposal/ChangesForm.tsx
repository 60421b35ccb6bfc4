import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { NOTE_MAX, proposalChangesSchema } from '#database/schemas/proposal.schema.ts';
import { API_CALLS } from 'virtual:api-calls/proposals';
import { apiOf } from '#lib/api-request.browser.ts';
import { useForm } from '#lib/use-form.ts';
import { proposalContent } from './proposal.content.ts';

/** The proposals group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'proposals');

const copy = proposalContent.changes;

/** "Ask for changes": a message to the desk, which moves the enquiry back to Needs reply. */
export function ChangesForm({ token }: { token: string }) {
  const [sent, setSent] = useState(false);
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { message: '' },
    schema: proposalChangesSchema,
    submit: (input) => api.proposals.requestChanges({ token }, input),
    onSuccess: (_result, { reset }) => {
      reset();
      setSent(true);
    },
    failureTitle: copy.failed,
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="changes-heading" className="space-y-5">
      <div>
        <h3 id="changes-heading" className="text-2xl font-semibold">
          {copy.heading}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      </div>
      <TextareaField label={copy.message} rows={5} maxLength={NOTE_MAX} required markRequired {...field('message')} />
      {/* Announced where the traveller is, and it stays: no toast to miss. */}
      <div role="status">
        {sent && (
          <p className="rounded-xl bg-sand-100 p-4 text-sm text-bush-900">
            <strong className="block font-semibold">{copy.sent}</strong>
            {copy.sentText}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
