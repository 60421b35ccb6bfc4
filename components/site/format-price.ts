const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** SPEC §9: prices are US dollars per person, with thousands separators ("$4,850"; cents only when there are any). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_DOLLARS.format(amount) : WITH_CENTS.format(amount);
}
