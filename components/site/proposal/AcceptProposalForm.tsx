import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, TextareaField, TextField } from '#components/ui/Field.tsx';
import type { AcceptedBooking } from '#lib/domain/sale/proposal.types.ts';
import { acceptProposalSchema } from '#lib/domain/sale/proposal.schema.ts';
import { API_CALLS } from 'virtual:api-calls/proposals';
import { apiOf } from '#lib/api-request.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { useProposalCopy } from './use-proposal-copy.ts';

/** The proposals group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'proposals');


const EMPTY = { leadName: '', phone: '', travellers: '', acceptTerms: false };

/** The other travellers, one a line as typed; blank lines are not names. */
const travellerNames = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Accept this proposal": the lead traveller, a phone, the others' names and the terms (SPEC's terms). */
export function AcceptProposalForm({ token, termsPath, onAccepted }: { token: string; termsPath: string; onAccepted: (booking: AcceptedBooking) => void }) {
  const copy = useProposalCopy().accept;
  const { field, checkbox, errors, pending, formRef, onSubmit } = useForm({
    initial: EMPTY,
    schema: acceptProposalSchema,
    toInput: (values: typeof EMPTY) => ({ ...values, travellers: travellerNames(values.travellers) }),
    submit: (input) => api.proposals.accept<AcceptedBooking>({ token }, input),
    onSuccess: (booking) => onAccepted(booking),
    failureTitle: copy.failed,
  });
  const terms = checkbox('acceptTerms');
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="accept-heading" className="space-y-5">
      <div>
        <h3 id="accept-heading" className="text-2xl font-semibold">
          {copy.heading}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{copy.intro}</p>
      </div>
      <TextField label={copy.leadName} autoComplete="name" required markRequired {...field('leadName')} />
      <TextField label={copy.phone} hint={copy.phoneHint} type="tel" autoComplete="tel" required markRequired {...field('phone')} />
      <TextareaField label={copy.travellers} hint={copy.travellersHint} rows={3} {...field('travellers')} />
      <div>
        <CheckboxField label={copy.terms} aria-invalid={Boolean(errors.acceptTerms)} aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined} {...terms} />
        <a href={termsPath} target="_blank" rel="noopener" className="mt-1 ml-6 inline-block text-sm font-semibold text-bush-800 underline underline-offset-4 hover:text-ochre-700">
          {copy.readTerms}
        </a>
        {errors.acceptTerms && (
          <p id="accept-terms-error" className="mt-1 text-sm text-red-700">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
