import type { Proposal } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalInput } from '#lib/domain/sale/proposal.schema.ts';
import { fromPrice } from '#lib/domain/catalogue/trip.ts';
import { tripFloor } from '#lib/domain/money/currency-change.ts';
import { formatMoney, formatMoneyCode, fromMinor, proposalTotals, toMinor } from '#lib/domain/money/money.ts';
import type { Services } from '../../services.ts';

/** A sale's rule said no (409 for the route): `field`, when there is one, is where the form shows it. */
export interface Refused {
  kind: 'refused';
  message: string;
  field?: string;
}

/**
 * Issue 29's guards against a sale by accident, on the server as well as in the editor (decision 151): a stored
 * proposal's currency changes only with its lines converted or kept on purpose, and a total below the trip's
 * lowest price for the party is sent only when confirmed. Each refusal names the flag that confirms it.
 */
export function currencyChangeRefusal(stored: Proposal, input: ProposalInput): Refused | null {
  if (stored.currency === input.currency || input.confirmCurrency || stored.lines.length === 0) return null;
  const converted = input.exchange?.from === stored.currency;
  if (converted) return null;
  // The total as the proposal will be stored: lib/money's sum of the lines, in the new currency's minor units.
  const { totalMinor } = proposalTotals(input.lines.map((line) => ({ quantity: line.quantity, unitPriceMinor: toMinor(line.unitPrice, input.currency) })), 0);
  const total = fromMinor(totalMinor, input.currency);
  const message = `The amounts were in ${stored.currency}. Convert them at a rate, or confirm that ${formatMoneyCode(total, input.currency)} is what the traveller will be sent.`;
  return { kind: 'refused', field: 'confirmCurrency', message };
}

export async function belowPriceRefusal(services: Services, proposal: Proposal, confirmed: boolean): Promise<Refused | null> {
  if (confirmed || !proposal.packageId) return null;
  const trip = await services.packages.getTrip(proposal.packageId);
  if (!trip) return null;
  const floor = tripFloor(fromPrice(trip.price, trip.seasons), proposal, proposal.currency, proposal.exchange);
  if (floor == null || proposal.total >= floor) return null;
  const party = `${proposal.adults + proposal.children} ${proposal.adults + proposal.children === 1 ? 'traveller' : 'travellers'}`;
  const message = `The total ${formatMoney(proposal.total, proposal.currency)} is below ${trip.name}'s lowest price for ${party} (${formatMoney(floor, proposal.currency)}). Confirm to send it anyway.`;
  return { kind: 'refused', field: 'confirmBelowPrice', message };
}
