import { usePageContext } from 'vike-react/usePageContext';
import { ageInDays, APPROXIMATION_MAX_AGE_DAYS, OVERVIEW_MAX_AGE_DAYS, type StoredRates } from '#lib/domain/money/exchange.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { ratesLateContent as copy } from './rates-late.content.ts';

/**
 * Says when the ECB's reference rates behind the travellers' approximate prices are older than two days (issue 42):
 * the daily fetch keeps failing, or ECB_RATES_URL is off. Past four days travellers see no approximation at all.
 */
export function RatesLate({ stored, now }: { stored: StoredRates | null; now: string }) {
  const { site } = usePageContext();
  const age = stored ? ageInDays(stored.rates.date, todayIn(site.timeZone, new Date(now))) : null;
  if (age !== null && age <= OVERVIEW_MAX_AGE_DAYS) return null;
  return (
    <section aria-labelledby="rates-late-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-ochre-400 sm:p-6">
      <h2 id="rates-late-heading" className="text-2xl font-semibold text-ochre-700">
        {copy.heading(age)}
      </h2>
      <p className="mt-3 text-sm text-stone-800">
        {stored ? copy.stored(formatDate(stored.rates.date), formatDateTime(stored.checkedAt, site.timeZone)) : copy.none}
        {copy.schedule(APPROXIMATION_MAX_AGE_DAYS)}
      </p>
    </section>
  );
}
