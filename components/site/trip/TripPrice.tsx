import { formatMoney, isPriced, PRICE_ON_REQUEST } from '#lib/domain/money/money.ts';
import { priceData } from '#components/site/currency/price-data.ts';
import { useTripCopy } from './trip.copy.ts';

/** "from $4,850 per person sharing", or "Price on request" when the trip has no price (never "$0"). */
export function TripPrice({ fromPrice, currency, inverted = false }: { fromPrice: number | null; currency?: string; inverted?: boolean }) {
  const copy = useTripCopy();
  const muted = inverted ? 'text-sand-100' : 'text-stone-600';
  const strong = `font-serif text-3xl font-semibold ${inverted ? 'text-white' : 'text-bush-900'}`;
  if (!isPriced(fromPrice)) {
    return (
      <p>
        <span className={`block ${strong}`}>{PRICE_ON_REQUEST}</span>
        <span className={`text-sm ${muted}`}>{copy.priceOnRequestNote}</span>
      </p>
    );
  }
  return (
    <p className={muted}>
      <span className="text-sm">{copy.fromPrice} </span>
      <span className={strong} {...priceData(fromPrice, currency)}>{formatMoney(fromPrice, currency, copy.locale)}</span>
      <span className="block text-sm">{copy.perPersonSharing}</span>
    </p>
  );
}
