import { defineEntity, p } from '@mikro-orm/core';

/**
 * One day of the ECB's reference rates (issue 42), kept for every day fetched: `rates` maps a currency code to its
 * units per euro. `checkedAt` is the last time the ECB's document still named this day (a holiday repeats it).
 */
export const ExchangeRateDay = defineEntity({
  name: 'ExchangeRateDay',
  tableName: 'exchange_rate_days',
  properties: {
    day: p.date().primary(),
    rates: p.json<Record<string, number>>(),
    fetchedAt: p.datetime(),
    checkedAt: p.datetime(),
  },
});
