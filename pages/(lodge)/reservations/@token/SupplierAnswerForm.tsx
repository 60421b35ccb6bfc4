import { useEffect, useRef, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { CheckboxField, TextareaField, TextField } from '#components/ui/Field.tsx';
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
 * The lodge's one step: Confirm (its number, or why there is none), Hold (until when), Decline or Waitlist, with a
 * note. Nothing is chosen at first (issue 39: a preselected Confirm let one tap confirm without a number). The one
 * form hook checks it with the server's schema first. The thank-you takes focus, so it is in view on a phone.
 */
export function SupplierAnswerForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { values, setValue, field, checkbox, errors, pending, formRef, onSubmit } = useForm({
    initial: { answer: '' as Answer | '', reference: '', noReference: false, noReferenceReason: '', heldUntil: '', note: '' },
    schema: supplierAnswerSchema,
    // Only what the answer chosen asks for is sent: a number typed before switching to Decline is not a confirmation.
    toInput: (v) => ({
      answer: v.answer,
      note: v.note,
      ...(v.answer === 'confirm' || v.answer === 'provisional' ? { reference: v.noReference && v.answer === 'confirm' ? '' : v.reference } : {}),
      ...(v.answer === 'confirm' ? { noReference: v.noReference, noReferenceReason: v.noReference ? v.noReferenceReason : '' } : {}),
      ...(v.answer === 'provisional' ? { heldUntil: v.heldUntil } : {}),
    }),
    submit: (input) => api.reservations.answer({ token }, input),
    onSuccess: () => setDone(copy.recorded),
    failureTitle: copy.failed,
    // Said on the page, not in a toast: answered already (409), the link ended (410), or the server's sentence beside the choice.
    onFailure: (failure, setErrors) => {
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 410)) setDone(failure.userMessage);
      else if (Object.keys(serverFieldErrors(failure)).length === 0) setErrors({ answer: failure instanceof ApiError ? failure.userMessage : copy.failed });
    },
  });

  useEffect(() => {
    if (!done || !doneRef.current) return;
    doneRef.current.scrollIntoView({ block: 'center' });
    doneRef.current.focus();
  }, [done]);

  if (done)
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="rounded-xl bg-sand-100 p-4 text-bush-900 focus:outline-2 focus:outline-ochre-400">
        <p className="font-semibold">{done}</p>
        {done === copy.recorded && <p className="mt-1">{copy.recordedNext}</p>}
      </div>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-label={copy.answerLegend}>
      <fieldset>
        <legend className="font-semibold">{copy.answerLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {SUPPLIER_ANSWERS.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
              <input type="radio" name="answer" value={value} checked={values.answer === value} onChange={() => setValue('answer', value)} aria-invalid={errors.answer ? true : undefined} />
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
      {values.answer === '' && <p className="text-sm text-stone-600">{copy.chooseFirst}</p>}
      {(values.answer === 'confirm' || values.answer === 'provisional') && !(values.answer === 'confirm' && values.noReference) && (
        <TextField label={copy.yourReference} maxLength={100} markRequired={values.answer === 'confirm'} {...field('reference')} />
      )}
      {values.answer === 'confirm' && <CheckboxField label={copy.noReference} {...checkbox('noReference')} />}
      {values.answer === 'confirm' && values.noReference && <TextField label={copy.noReferenceReason} hint={copy.noReferenceHint} maxLength={300} markRequired {...field('noReferenceReason')} />}
      {values.answer === 'provisional' && <TextField label={copy.heldUntil} type="date" markRequired {...field('heldUntil')} />}
      {values.answer !== '' && <TextareaField label={copy.noteLabel} rows={3} maxLength={2000} {...field('note')} />}
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
