import { useRef, type ReactNode } from 'react';
import { navigate, reload } from 'vike/client/router';
import { toast } from '#components/ui/notify.ts';
import { Button } from '#components/ui/Button.tsx';
import { SelectField, TextField } from '#components/ui/Field.tsx';
import { useForm } from '#components/ui/use-form.ts';
import { useMayUse } from '#components/admin/auth/use-role.ts';
import { api } from '#lib/api-client.browser.ts';
import { wholePathErrors } from '#lib/domain/fields.ts';
import { COST_CURRENCIES, type RateCardView } from '#lib/domain/costing/costing.types.ts';
import { rateCardSchema, type RateCardInput } from '#lib/domain/costing/rate-card.schema.ts';
import { rateCardContent as copy } from './costing.content.ts';
import { emptyCard, toFormValues, toInput, withAmountHint, type RateCardFormValues } from './rate-card-form.ts';
import { SeasonsEditor } from './SeasonsEditor.tsx';
import { RatesEditor } from './RatesEditor.tsx';
import { ChildBandsEditor } from './ChildBandsEditor.tsx';
import { rateCardHref } from './costing-hrefs.ts';

const CURRENCIES = COST_CURRENCIES.map((code) => ({ value: code, label: code }));

function Group({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-sand-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-base font-semibold text-bush-900">{title}</legend>
      {intro && <p className="clear-both pt-1 text-sm text-stone-600">{intro}</p>}
      <div className="clear-both pt-4">{children}</div>
    </fieldset>
  );
}

/**
 * A rate card, new (`card` null) or as its version in force. Saving an edit makes the next version (decision
 * 183), so the button says so; staff who may not write see the card with its controls disabled.
 */
export function RateCardForm({ supplierId, card }: { supplierId: string; card: RateCardView | null }) {
  const mayUse = useMayUse();
  const mayWrite = mayUse(card ? 'costing.updateRateCard' : 'costing.createRateCard');
  const form = useForm<RateCardFormValues, RateCardInput, RateCardView>({
    initial: card ? toFormValues(card) : emptyCard(),
    schema: rateCardSchema,
    toInput,
    invalid: (issues) => withAmountHint(wholePathErrors(issues)),
    submit: (input) => (card ? api.costing.updateRateCard({ id: card.id }, input) : api.costing.createRateCard({ id: supplierId }, input)),
    onSuccess: async (saved, { reset }) => {
      if (!card) {
        toast.success(copy.created);
        await navigate(rateCardHref(supplierId, saved.id));
        return;
      }
      reset(toFormValues(saved));
      toast.success(copy.saved(saved.version));
      await reload();
    },
    failureTitle: copy.failed,
  });
  const { field, errors, values, setValue, clearErrors, pending, formRef, onSubmit } = form;
  const list = <K extends 'seasons' | 'rates' | 'children'>(name: K) => ({
    rows: values[name],
    errors,
    currency: values.currency,
    clearErrors,
    onRows: (rows: RateCardFormValues[K]) => {
      setValue(name, rows);
      clearErrors(name, false);
    },
  });

  // A season renamed in the form takes its rates with it, as a rate names its season by name. The last name a
  // season had is kept while its field is emptied and typed again, so "High" → "" → "Peak" still moves its rates.
  const seasonNames = useRef<Map<string, string> | null>(null);
  const seasonRows = (rows: RateCardFormValues['seasons']) => {
    seasonNames.current ??= new Map(values.seasons.map((season) => [season.key, season.name.trim()]));
    let rates = values.rates;
    for (const season of rows) {
      const was = seasonNames.current.get(season.key);
      const now = season.name.trim();
      if (!now) continue;
      if (was && was !== now) rates = rates.map((rate) => (rate.season === was ? { ...rate, season: now } : rate));
      seasonNames.current.set(season.key, now);
    }
    if (rates !== values.rates) setValue('rates', rates);
    list('seasons').onRows(rows);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={card ? card.name : copy.newCard} className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      {!mayWrite && <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-stone-700">{copy.ownerOnly}</p>}
      <fieldset disabled={!mayWrite} className="min-w-0 space-y-6">
        <Group title={copy.basicsGroup}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <div className="sm:col-span-2 lg:col-span-1">
              <TextField label={copy.name} placeholder={copy.namePlaceholder} markRequired {...field('name')} />
            </div>
            <SelectField label={copy.currency} options={CURRENCIES} {...field('currency')} />
            <TextField label={copy.markup} hint={copy.markupHint} inputMode="decimal" {...field('markupPercent')} />
            <TextField label={copy.validFrom} type="date" markRequired {...field('validFrom')} />
            <TextField label={copy.validTo} type="date" markRequired {...field('validTo')} />
          </div>
        </Group>
        <Group title={copy.seasonsGroup} intro={copy.seasonsIntro}>
          <SeasonsEditor {...list('seasons')} onRows={seasonRows} />
        </Group>
        <Group title={copy.ratesGroup} intro={copy.ratesIntro(values.currency)}>
          <RatesEditor {...list('rates')} seasons={values.seasons.map((s) => s.name.trim())} />
        </Group>
        <Group title={copy.extrasGroup}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <TextField label={copy.singleSupplementPercent} hint={copy.singleSupplementPercentHint} inputMode="decimal" {...field('singleSupplementPercent')} />
            <TextField label={copy.singleSupplement(values.currency)} inputMode="decimal" {...field('singleSupplement')} error={errors.singleSupplementMinor} />
            <TextField label={copy.thirdAdultPercent} hint={copy.thirdAdultPercentHint} inputMode="decimal" {...field('thirdAdultPercent')} />
            <TextField label={copy.minimumAge} inputMode="numeric" {...field('minimumAge')} />
          </div>
          <div className="mt-5">
            <ChildBandsEditor {...list('children')} />
          </div>
        </Group>
      </fieldset>
      {mayWrite && (
        <Button type="submit" disabled={pending}>
          {card ? (pending ? copy.saving : copy.save) : pending ? copy.creating : copy.create}
        </Button>
      )}
    </form>
  );
}
