import { useState, type FormEvent } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField, type Option } from '#components/ui/Field.tsx';
import { toast } from '#components/ui/notify.ts';
import { ApiError, api } from '#lib/api-client.browser.ts';
import { MEAL_PLAN_NAMES, MEAL_PLANS, RESIDENCY_TIERS, type QuoteMissing } from '#lib/domain/costing/costing.types.ts';
import type { PriceSuggestion } from '#lib/domain/costing/indicative.ts';
import { proposalCostingContent } from './proposal-costing.content.ts';

const copy = proposalCostingContent.form;

interface StopValues { supplierId: string; room: string; mealPlan: string; nights: string; parkId: string }
interface TravellerValues { age: string; residency: string }

const newStop = (): StopValues => ({ supplierId: '', room: '', mealPlan: 'FB', nights: '2', parkId: '' });
const newTraveller = (): TravellerValues => ({ age: '30', residency: 'international' });
const MEAL_OPTIONS: Option[] = MEAL_PLANS.map((plan) => ({ value: plan, label: `${plan}: ${MEAL_PLAN_NAMES[plan]}` }));
const TIER_OPTIONS: Option[] = RESIDENCY_TIERS.map((tier) => ({ value: tier, label: tier }));
/** A number typed in a field: kept as typed when it is not one, so the server's 400 names the field. */
const asNumber = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

export interface PriceFromRatesFormProps {
  proposalId: string;
  startDate: string | null;
  adults: number;
  suppliers: Option[];
  /** The enquiry's first price (issue 40): the party and each stop's simplest room, to start from. */
  suggestion?: PriceSuggestion | null;
}

/** "Price from rates" (issue 40): stops, travellers and a markup, sent to `POST /api/admin/proposals/:id/price`. */
export function PriceFromRatesForm({ proposalId, startDate, adults, suppliers, suggestion = null }: PriceFromRatesFormProps) {
  const [start, setStart] = useState(suggestion?.startDate ?? startDate ?? '');
  const [stops, setStops] = useState<StopValues[]>(() =>
    suggestion?.stops.length
      ? suggestion.stops.map((stop) => ({ supplierId: stop.supplierId, room: stop.room, mealPlan: stop.mealPlan, nights: String(stop.nights), parkId: stop.parkId ?? '' }))
      : [newStop()],
  );
  const [travellers, setTravellers] = useState<TravellerValues[]>(() =>
    suggestion?.travellers.length
      ? suggestion.travellers.map((t) => ({ age: String(t.age), residency: t.residency }))
      : Array.from({ length: Math.max(1, adults) }, newTraveller),
  );
  const [markup, setMarkup] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<QuoteMissing[]>([]);
  const [busy, setBusy] = useState(false);

  const setStop = (index: number, change: Partial<StopValues>) => setStops((all) => all.map((stop, i) => (i === index ? { ...stop, ...change } : stop)));
  const setTraveller = (index: number, change: Partial<TravellerValues>) => setTravellers((all) => all.map((t, i) => (i === index ? { ...t, ...change } : t)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMissing([]);
    const body = {
      startDate: start,
      stops: stops.map((stop) => ({ supplierId: stop.supplierId, room: stop.room, mealPlan: stop.mealPlan, nights: asNumber(stop.nights), ...(stop.parkId.trim() ? { parkId: stop.parkId.trim() } : {}) })),
      travellers: travellers.map((t) => ({ age: asNumber(t.age), residency: t.residency })),
      ...(markup.trim() ? { markupPercent: asNumber(markup) } : {}),
    };
    try {
      // Typed in the form as text; the server parses every field again and names the one it refuses.
      await api.costing.priceProposal({ id: proposalId }, body as never);
      toast.success(copy.priced);
      await reload();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      const answer = failure.body as { message?: string; errors?: Record<string, string>; missing?: QuoteMissing[] };
      setErrors(answer.errors ?? { _: failure.userMessage });
      setMissing(answer.missing ?? []);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="price-from-rates-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h3 id="price-from-rates-heading" className="text-lg font-semibold">{copy.heading}</h3>
      <p className="mt-1 text-sm text-stone-600">{copy.hint}</p>
      {suggestion && <p className="mt-1 text-sm text-bush-900">{copy.fromEnquiry}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField label={copy.startDate} type="date" value={start} onChange={(e) => setStart(e.target.value)} error={errors.startDate} />
        <TextField label={copy.markup} hint={copy.markupHint} type="number" min={0} step="0.01" inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} error={errors.markupPercent} />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{copy.stops}</legend>
        {stops.map((stop, i) => (
          <div key={i} role="group" aria-label={copy.stop(i + 1)} className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-3 sm:grid-cols-6">
            <SelectField className="sm:col-span-2" label={copy.supplier} placeholder={copy.chooseSupplier} options={suppliers} value={stop.supplierId} onChange={(e) => setStop(i, { supplierId: e.target.value })} error={errors[`stops.${i}.supplierId`]} />
            <TextField label={copy.room} value={stop.room} onChange={(e) => setStop(i, { room: e.target.value })} error={errors[`stops.${i}.room`]} />
            <SelectField label={copy.mealPlan} options={MEAL_OPTIONS} value={stop.mealPlan} onChange={(e) => setStop(i, { mealPlan: e.target.value })} error={errors[`stops.${i}.mealPlan`]} />
            <TextField label={copy.nights} type="number" min={1} max={60} step="1" inputMode="numeric" value={stop.nights} onChange={(e) => setStop(i, { nights: e.target.value })} error={errors[`stops.${i}.nights`]} />
            <TextField label={copy.park} hint={copy.parkHint} value={stop.parkId} onChange={(e) => setStop(i, { parkId: e.target.value })} error={errors[`stops.${i}.parkId`]} />
            {stops.length > 1 && (
              <Button variant="ghost" size="sm" className="text-red-700 sm:col-span-6 sm:justify-self-end" onClick={() => setStops((all) => all.filter((_, j) => j !== i))}>
                {copy.removeStop(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" size="sm" className="mt-3 text-bush-800" onClick={() => setStops((all) => [...all, newStop()])}>{copy.addStop}</Button>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{copy.travellers}</legend>
        {errors.rooms && <p className="mt-1 text-sm text-red-700">{errors.rooms}</p>}
        {travellers.map((traveller, i) => (
          <div key={i} role="group" aria-label={copy.traveller(i + 1)} className="mt-3 grid items-end gap-3 sm:grid-cols-4">
            <TextField label={copy.age} type="number" min={0} max={120} step="1" inputMode="numeric" value={traveller.age} onChange={(e) => setTraveller(i, { age: e.target.value })} error={errors[`travellers.${i}.age`]} />
            <SelectField className="sm:col-span-2" label={copy.residency} options={TIER_OPTIONS} value={traveller.residency} onChange={(e) => setTraveller(i, { residency: e.target.value })} error={errors[`travellers.${i}.residency`]} />
            {travellers.length > 1 && (
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setTravellers((all) => all.filter((_, j) => j !== i))}>
                {copy.removeTraveller(i + 1)}
              </Button>
            )}
          </div>
        ))}
        <Button variant="outline" size="sm" className="mt-3 text-bush-800" onClick={() => setTravellers((all) => [...all, newTraveller()])}>{copy.addTraveller}</Button>
      </fieldset>
      {(errors._ || errors.stops || errors.travellers) && !missing.length && (
        <p role="alert" className="mt-4 text-sm text-red-700">{errors._ ?? errors.stops ?? errors.travellers}</p>
      )}
      {missing.length > 0 && (
        <div role="alert" className="mt-4 text-sm text-red-700">
          <p className="font-semibold">{copy.missing}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((entry, index) => <li key={index}>{entry.reason}</li>)}
          </ul>
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={busy}>{busy ? copy.pricing : copy.submit}</Button>
      </div>
    </form>
  );
}
