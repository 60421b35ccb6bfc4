import { fromMinor, toMinor } from './money.ts';

/**
 * Converting a proposal's prices when staff change its currency (issue 29): each unit price × the rate, rounded
 * to the cent on integers, so "USD 6,600 → ZAR" never silently becomes "ZAR 6,600".
 */
export function convertPrice(unitPrice: number, rate: number): number {
  return fromMinor(Math.round(toMinor(unitPrice) * rate));
}

/** A price typed as text in the editor, converted; text that is not a number yet stays as it is. */
export function convertTypedPrice(typed: string, rate: number): string {
  const n = Number(typed);
  return typed.trim() === '' || !Number.isFinite(n) ? typed : String(convertPrice(n, rate));
}

/**
 * The trip's lowest price for the party, in the proposal's currency: the lowest season price (else the trip's
 * price) × adults and children, × the rate when the proposal was converted from dollars. Null when it cannot
 * be known (no price, or another currency with no rate).
 */
export function tripFloor(
  lowestPerPerson: number | null,
  party: { adults: number; children: number },
  currency: string,
  exchange: { from: string; rate: number } | null,
): number | null {
  if (lowestPerPerson == null || lowestPerPerson <= 0) return null;
  const rate = currency === 'USD' ? 1 : exchange?.from === 'USD' ? exchange.rate : null;
  if (rate == null) return null;
  return fromMinor(Math.round(toMinor(lowestPerPerson) * (party.adults + party.children) * rate));
}
