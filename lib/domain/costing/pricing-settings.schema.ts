import * as v from 'valibot';
import { COST_CURRENCIES } from './costing.types.ts';
import { currencyOf, percentage } from './costing-fields.ts';

const rate = v.pipe(
  v.object({
    from: currencyOf(COST_CURRENCIES),
    to: currencyOf(COST_CURRENCIES),
    rate: v.pipe(v.number('Rate must be a number'), v.finite('Rate must be a number'), v.gtValue(0, 'Rate must be above 0'), v.maxValue(1_000_000, 'Rate is too large'),
      v.check((value) => Math.round(value * 1e8) / 1e8 === value, 'Rate can have at most 8 decimals')),
  }),
  v.forward(v.check((r) => r.from !== r.to, 'A rate converts between two different currencies'), ['to']),
);

/** Settings' pricing (issue 40): markup, exchange buffer, the exchange rates, and whether first prices are sent. */
export const pricingSettingsSchema = v.pipe(
  v.object({
    defaultMarkupPercent: percentage('Default markup'),
    fxBufferPercent: percentage('Exchange buffer', 100),
    rates: v.pipe(v.array(rate, 'Rates must be a list'), v.maxLength(100, 'At most 100 rates')),
    indicativePrices: v.boolean('Indicative prices must be true or false'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.rates.forEach((r, i) => {
      const pair = `${r.from}→${r.to}`;
      if (seen.has(pair)) {
        const rates = dataset.value.rates;
        addIssue({
          message: `${r.from} to ${r.to} has two rates: keep one`,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'rates', value: rates }, { type: 'array', origin: 'value', input: rates, key: i, value: r }],
        });
      }
      seen.add(pair);
    });
  }),
);

export type PricingSettingsInput = v.InferOutput<typeof pricingSettingsSchema>;
