import { useState, type FormEvent } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TextareaField, TextField } from '#components/ui/Field.tsx';
import { API_CALLS } from 'virtual:api-calls/travelPack';
import { ApiError, apiOf } from '#lib/api-request.browser.ts';

/** The travelPack group's calls alone: a public page ships no other route (decision 157). */
const api = apiOf(API_CALLS, 'travelPack');

const FIELDS = [
  ['name', 'Full name (as in the passport)', 200, 'text'],
  ['passportNumber', 'Passport number', 30, 'text'],
  ['nationality', 'Nationality', 60, 'text'],
  ['passportExpiry', 'Passport expiry', 10, 'date'],
  ['dateOfBirth', 'Date of birth', 10, 'date'],
  ['insurer', 'Travel insurer', 120, 'text'],
  ['policyNumber', 'Policy number', 60, 'text'],
  ['insurancePhone', "Insurer's emergency phone", 40, 'tel'],
] as const;
const NOTES = [
  ['dietary', 'Dietary needs', 500],
  ['medical', 'Medical notes', 1000],
] as const;

type Key = (typeof FIELDS)[number][0] | (typeof NOTES)[number][0];
export type GuestValues = Record<Key, string>;

const blank = (name = ''): GuestValues => ({ name, passportNumber: '', nationality: '', passportExpiry: '', dateOfBirth: '', dietary: '', medical: '', insurer: '', policyNumber: '', insurancePhone: '' });

/** Each traveller's details for the lodges and the insurer (issue 30), saved whole with `PUT /api/trips/<token>/guests`. */
export function GuestForm({ token, initial, names }: { token: string; initial: GuestValues[]; names: string[] }) {
  const [guests, setGuests] = useState<GuestValues[]>(initial.length ? initial : (names.length ? names : ['']).map((n) => blank(n)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (i: number, key: Key, value: string) => setGuests((list) => list.map((g, j) => (j === i ? { ...g, [key]: value } : g)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setStatus(null);
    try {
      const result = await api.travelPack.saveGuests<{ warnings: Record<string, string> }>({ token }, { guests });
      setErrors({});
      setWarnings(result.warnings ?? {});
      setStatus('Your details are saved.');
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.body.errors ?? { form: failure.userMessage });
      else setErrors({ form: navigator.onLine ? 'The details could not be saved. Please try again.' : 'You are offline: save your details when you have a connection.' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Guest details" className="space-y-6">
      {guests.map((g, i) => (
        <fieldset key={i} className="space-y-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 font-semibold">Traveller {i + 1}</legend>
          {FIELDS.map(([key, label, max, type]) => (
            <TextField
              key={key}
              label={label}
              type={type}
              maxLength={max}
              value={g[key]}
              markRequired={['name', 'passportNumber', 'nationality', 'passportExpiry', 'dateOfBirth'].includes(key)}
              onChange={(e) => set(i, key, e.target.value)}
              error={errors[`guests.${i}.${key}`]}
              hint={warnings[`guests.${i}.${key}`]}
            />
          ))}
          {NOTES.map(([key, label, max]) => (
            <TextareaField key={key} label={label} rows={2} maxLength={max} value={g[key]} onChange={(e) => set(i, key, e.target.value)} error={errors[`guests.${i}.${key}`]} />
          ))}
        </fieldset>
      ))}
      {errors.form && <p className="text-sm text-red-700">{errors.form}</p>}
      {errors.guests && <p className="text-sm text-red-700">{errors.guests}</p>}
      {status && (
        <p role="status" className="rounded-lg bg-sand-100 p-3 text-bush-900">
          {status}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => setGuests((list) => [...list, blank()])} disabled={guests.length >= 20}>
          Add a traveller
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save guest details'}
        </Button>
      </div>
    </form>
  );
}
