import { DEFAULT_LOCALE, isLocale } from '#lib/domain/site/locale.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, Payment, Proposal } from '../entities/index.ts';
import type { PublicProposalState, PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { siteToday } from '../site-time-zone.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import { moneyOf } from './booking-rows.ts';
import { isExpired, proposalTerms, type ProposalRow } from './proposal-rows.ts';
import { toPlainDate } from '#lib/domain/dates.ts';

/** The server's link helpers (server/links/token-links.ts), handed in: the database layer holds no secret. */
export interface ProposalLinks {
  tokenFor(nonce: string): string;
  hashToken(token: string): string;
  isTokenShaped(token: string): boolean;
}

/** SPEC's page of the terms the traveller accepts. */
export const TERMS_PATH = '/terms';

/** What the traveller's page shows of a version (and staff's preview of a draft: proposal-drafts.ts). */
export function publicProposal(row: ProposalRow & { inquiry: { firstName: string } }, dated: Date): PublicProposalView['proposal'] {
  return {
    ...proposalTerms(row),
    travellerName: row.inquiry.firstName,
    tripName: row.tripName ?? null,
    included: row.included,
    excluded: row.excluded,
    sentAt: dated.toISOString(),
    heldSeats: null,
  };
}

/** The state a traveller's link is in today (SITE_TIMEZONE). */
export function publicState(row: { status: string; validUntil: string | Date }, today: string): PublicProposalState {
  if (row.status === 'accepted') return 'accepted';
  if (row.status === 'replaced') return 'replaced';
  if (row.status === 'declined') return 'declined';
  return isExpired(row, today) ? 'expired' : 'current';
}

/** See ProposalsRepository.openByToken. */
export async function openProposal(em: EntityManager, token: string, links: ProposalLinks): Promise<PublicProposalView | null> {
  if (!links.isTokenShaped(token)) return null;
  const row = await em.findOne(Proposal, { tokenHash: links.hashToken(token) }, { populate: ['inquiry'], refresh: true });
  if (!row) return null;
  const today = siteToday();
  const state = publicState(row, today);
  const newest = state === 'replaced' ? await em.findOne(Proposal, { inquiry: row.inquiry.id, status: { $in: ['sent', 'accepted'] }, linkNonce: { $ne: null } }, { orderBy: { version: 'desc' } }) : null;
  const booking = state === 'accepted' ? await em.findOne(Booking, { proposal: row.id }) : null;
  const currency = row.currency as ProposalCurrency;
  // What the traveller has paid net of refunds, what is left and whether it is all in: the booking's facts (decision 165).
  const facts = booking ? moneyOf(booking) : null;
  // When the deposit, then the whole price, was in: one read of the payments, only once the deposit is paid.
  const [depositOn, paidInFullOn] =
    booking && facts && facts.paidMinor >= Number(booking.depositMinor) ? await reachedOn(em, booking.id, [Number(booking.depositMinor), Number(booking.totalMinor)]) : [null, null];
  return {
    state,
    newerToken: newest?.linkNonce ? links.tokenFor(newest.linkNonce) : null,
    // An open version on a fixed departure holds its travellers' seats until its last valid day (decision 135).
    proposal: { ...publicProposal(row, row.sentAt ?? row.createdAt), heldSeats: state === 'current' && row.departure ? row.adults + row.children : null },
    termsPath: TERMS_PATH,
    locale: isLocale(row.inquiry.locale) ? row.inquiry.locale : DEFAULT_LOCALE,
    booking: booking && facts
      ? {
          reference: booking.reference,
          depositAmount: fromMinor(Number(booking.depositMinor), currency),
          currency,
          // What the traveller has paid so far (issue 29): the page stops asking for money already received.
          status: booking.status,
          paid: fromMinor(facts.paidMinor, currency),
          depositDue: fromMinor(facts.depositDueMinor, currency),
          balance: fromMinor(facts.balanceMinor, currency),
          balanceDueOn: toPlainDate(booking.balanceDueOn),
          depositReceivedOn: depositOn ?? null,
          paidInFullOn: facts.paidInFull ? (paidInFullOn ?? null) : null,
          cancelledOn: booking.status === 'cancelled' ? toPlainDate(booking.cancelledOn) : null,
          refundDue: booking.status === 'cancelled' && booking.refundDueMinor != null ? fromMinor(Number(booking.refundDueMinor), currency) : null,
        }
      : null,
  };
}

/** For each of `amounts` (minor units), the day the payments (not voided, in the order received) first reached it. */
async function reachedOn(em: EntityManager, bookingId: string, amounts: readonly number[]): Promise<(string | null)[]> {
  const payments = await em.find(Payment, { booking: bookingId, voidedAt: null }, { orderBy: { receivedOn: 'asc', createdAt: 'asc' } });
  const days: (string | null)[] = amounts.map(() => null);
  let sum = 0;
  for (const payment of payments) {
    sum += Number(payment.amountMinor);
    amounts.forEach((amount, i) => {
      if (days[i] === null && sum >= amount) days[i] = toPlainDate(payment.receivedOn);
    });
  }
  return days;
}
