import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { SUPPLIER_ANSWERS, supplierAnswerSchema } from '#lib/domain/reservation/reservation.schema.ts';
import { API_CALLS } from 'virtual:api-calls/reservations';
import { ApiError, apiOf } from '#lib/api-request.browser.ts';
import { serverFieldErrors } from '#components/ui/form-failure.browser.ts';
import { useForm } from '#components/ui/use-form.ts';
import { reservationContent as copy } from './reservation.content.ts';

/** The reservations group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'reservations');

type Answer = (typeof SUPPLIER_ANSWERS)[number];

/**
 * The lodge's one step: Confirm (its number; "held until" for a hold), Decline or Waitlist, with a note. The one
 * form hook checks it with the server's schema first (a hold without its date never leaves the browser).
 */
export function SupplierAnswerForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const { values, setValue, field, errors, pending, formRef, onSubmit } = useForm({
    initial: { answer: 'confirm' as Answer, reference: '', heldUntil: '', note: '' },
    schema: supplierAnswerSchema,
    submit: (input) => api.reservations.answer({ token }, input),
    onSuccess: () => setDone(copy.recorded),
    failureTitle: copy.failed,
    // Said on the page, not in a toast: answered already (409), or the server's sentence beside the choice.
    onFailure: (failure, setErrors) => {
      if (failure instanceof ApiError && failure.status === 409) setDone(failure.userMessage);
      else if (Object.keys(serverFieldErrors(failure)).length === 0) setErrors({ answer: failure instanceof ApiError ? failure.userMessage : copy.failed });
    },
  });

  if (done)
    return (
      <p role="status" className="rounded-xl bg-sand-100 p-4 font-semibold text-bush-900">
        {done}
      </p>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={copy.answerLegend}>
      <fieldset>
        <legend className="font-semibold">{copy.answerLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {SUPPLIER_ANSWERS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
              <input type="radio" name="answer" value={value} checked={values.answer === value} onChange={() => setValue('answer', value)} />
              {copy.answers[value]}
            </label>
          ))}
        </div>
        {errors.answer && (
          <p data-error-focus tabIndex={-1} className="mt-1 text-sm text-red-700">
            {errors.answer}
          </p>
        )}
      </fieldset>
      {(values.answer === 'confirm' || values.answer === 'provisional') && <TextField label={copy.yourReference} maxLength={100} {...field('reference')} />}
      {values.answer === 'provisional' && <TextField label={copy.heldUntil} type="date" markRequired {...field('heldUntil')} />}
      <TextareaField label={copy.noteLabel} rows={3} maxLength={2000} {...field('note')} />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
