import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField } from '#components/ui/Field.tsx';
import { NOTE_MAX, proposalChangesSchema } from '#lib/domain/sale/proposal.schema.ts';
import { API_CALLS } from 'virtual:api-calls/proposals';
import { apiOf } from '#lib/api-request.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { useProposalCopy } from './use-proposal-copy.ts';

/** The proposals group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'proposals');


/**
 * "Ask for changes": a message to the desk, which moves the enquiry back to Needs reply. Once sent, the page shows
 * what was sent in place of the form (issue 29: an empty form read as if the request had been lost), and the
 * server mails the traveller a copy.
 */
export function ChangesForm({ token }: { token: string }) {
  const copy = useProposalCopy().changes;
  const [sent, setSent] = useState<string | null>(null);
  const { field, pending, formRef, onSubmit } = useForm({
    initial: { message: '' },
    schema: proposalChangesSchema,
    // The text as the server took it (the schema's parse), which is also what the copy mail quotes.
    submit: async (input) => {
      await api.proposals.requestChanges({ token }, input);
      return input.message;
    },
    onSuccess: (message, { reset }) => {
      setSent(message);
      reset();
    },
    failureTitle: copy.failed,
  });
  return (
    <section aria-labelledby="changes-heading">
      <div>
        <h3 id="changes-heading" className="text-2xl font-semibold">
          {copy.heading}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      </div>
      {/* Announced where the traveller is, and it stays: no toast to miss. */}
      <div role="status" className="mt-5 empty:hidden">
        {sent !== null && (
          <div className="space-y-3 rounded-xl bg-sand-100 p-4 text-sm text-bush-900">
            <p>
              <strong className="block font-semibold">{copy.sent}</strong>
              {copy.sentText}
            </p>
            <figure>
              <figcaption className="font-semibold">{copy.youWrote}</figcaption>
              <blockquote className="mt-1 rounded-lg bg-white p-3 whitespace-pre-line break-words text-stone-700 ring-1 ring-sand-200">{sent}</blockquote>
            </figure>
            <p>{copy.copyMailed}</p>
          </div>
        )}
      </div>
      {sent === null ? (
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="changes-heading" className="mt-5 space-y-5">
          <TextareaField label={copy.message} rows={5} maxLength={NOTE_MAX} required markRequired {...field('message')} />
          <Button type="submit" variant="secondary" size="lg" disabled={pending} className="w-full sm:w-auto">
            {pending ? copy.submitting : copy.submit}
          </Button>
        </form>
      ) : (
        <Button variant="outline" size="lg" className="mt-5 w-full sm:w-auto" onClick={() => setSent(null)}>
          {copy.askMore}
        </Button>
      )}
    </section>
  );
}
