import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { API_CALLS } from 'virtual:api-calls/reservations';
import { ApiError, apiOf } from '#lib/api-request.browser.ts';
import { reservationContent as copy } from './reservation.content.ts';

/** The reservations group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'reservations');

type Answer = 'confirm' | 'provisional' | 'decline' | 'waitlist';

/** The lodge's one step: Confirm (its number; "held until" for a hold), Decline or Waitlist, with a note. */
export function SupplierAnswerForm({ token }: { token: string }) {
  const [answer, setAnswer] = useState<Answer>('confirm');
  const [reference, setReference] = useState('');
  const [heldUntil, setHeldUntil] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await api.reservations.answer({ token }, { answer, reference, heldUntil, note });
      setDone(copy.recorded);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setDone(failure.userMessage);
      else setErrors(failure instanceof ApiError ? (failure.body.errors ?? { answer: failure.userMessage }) : { answer: copy.failed });
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <p role="status" className="rounded-xl bg-sand-100 p-4 font-semibold text-bush-900">
        {done}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={copy.answerLegend}>
      <fieldset>
        <legend className="font-semibold">{copy.answerLegend}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(Object.keys(copy.answers) as Answer[]).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3">
              <input type="radio" name="answer" value={value} checked={answer === value} onChange={() => setAnswer(value)} />
              {copy.answers[value]}
            </label>
          ))}
        </div>
        {errors.answer && <p className="mt-1 text-sm text-red-700">{errors.answer}</p>}
      </fieldset>
      {(answer === 'confirm' || answer === 'provisional') && (
        <TextField label={copy.yourReference} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} error={errors.reference} />
      )}
      {answer === 'provisional' && <TextField label={copy.heldUntil} type="date" value={heldUntil} onChange={(e) => setHeldUntil(e.target.value)} error={errors.heldUntil} markRequired />}
      <TextareaField label={copy.noteLabel} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
