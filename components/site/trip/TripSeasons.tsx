import type { TripSeason } from '#lib/domain/catalogue/catalogue.types.ts';
import { formatMoney, isPriced, PRICE_ON_REQUEST, priceLabel } from '#lib/domain/money/money.ts';
import { priceData } from '#components/site/currency/price-data.ts';
import { useTripCopy } from './trip.copy.ts';

const CELL = 'px-4 py-3 sm:px-6';

/** The price of each season per person sharing, and what a single room adds. */
export function TripSeasons({ seasons, price, singleSupplement, currency }: { seasons: TripSeason[]; price: number; singleSupplement: number | null; currency?: string }) {
  const copy = useTripCopy();
  return (
    <div className="mx-auto max-w-3xl">
      {seasons.length > 0 ? (
        <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
          <table className="w-full text-left">
            <caption className="sr-only">{copy.seasonsCaption}</caption>
            <thead className="bg-sand-100 text-xs uppercase tracking-wider text-stone-600">
              <tr>
                <th scope="col" className={CELL}>
                  {copy.seasonColumn}
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  {copy.priceColumn}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {seasons.map((season) => (
                <tr key={`${season.label}-${season.from}`}>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <span lang={copy.locale === 'en' ? undefined : 'en'} className="block font-semibold text-bush-900">{season.label}</span>
                    <span className="text-sm text-stone-600">
                      <span className="sr-only">{copy.datesColumn}: </span>
                      <span className="whitespace-nowrap">{copy.monthDayLabel(season.from)}</span> – <span className="whitespace-nowrap">{copy.monthDayLabel(season.to)}</span>
                    </span>
                  </th>
                  <td className={`${CELL} text-right font-serif text-xl font-semibold text-bush-900`}>
                    <span {...priceData(season.pricePerPerson, currency)}>{priceLabel(season.pricePerPerson, currency, copy.locale)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-lg text-stone-700 shadow-sm ring-1 ring-sand-200">
          {isPriced(price) ? (
            <>
              {copy.noSeasons} <strong className="font-serif text-2xl text-bush-900" {...priceData(price, currency)}>{formatMoney(price, currency, copy.locale)}</strong> <span className="text-sm">{copy.perPersonSharing}</span>
            </>
          ) : (
            <>
              <strong className="block font-serif text-2xl text-bush-900">{PRICE_ON_REQUEST}</strong> <span className="text-base">{copy.priceOnRequestNote}</span>
            </>
          )}
        </p>
      )}
      {singleSupplement ? <p className="mt-4 text-center text-stone-700">{copy.singleSupplementNote(formatMoney(singleSupplement, currency, copy.locale))}</p> : null}
    </div>
  );
}
