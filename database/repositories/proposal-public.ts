import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Booking, Payment, Proposal } from '../entities/index.ts';
import type { PublicProposalState, PublicProposalView } from '../proposal.dto.ts';
import type { ProposalCurrency } from '../schemas/proposal.schema.ts';
import { todayIn } from '../schemas/fields.ts';
import { fromMinor } from '#lib/money.ts';
import { eventTime } from './inquiries.repo.ts';
import { day, isExpired, proposalTerms } from './proposal-rows.ts';

/** The server's link helpers (server/proposals/proposal-links.ts), handed in: the database layer holds no secret. */
export interface ProposalLinks {
  tokenFor(nonce: string): string;
  hashToken(token: string): string;
  isTokenShaped(token: string): boolean;
}

/** SPEC's page of the terms the traveller accepts. */
const TERMS_PATH = '/terms';

/** The state a traveller's link is in today (SITE_TIMEZONE). */
export function publicState(row: { status: string; validUntil: string | Date }, today: string): PublicProposalState {
  if (row.status === 'accepted') return 'accepted';
  if (row.status === 'replaced') return 'replaced';
  if (row.status === 'declined') return 'declined';
  return isExpired(row, today) ? 'expired' : 'current';
}

/** See ProposalsRepository.openByToken. */
export async function openProposal(em: EntityManager, token: string, links: ProposalLinks, countView = true): Promise<PublicProposalView | null> {
  if (!links.isTokenShaped(token)) return null;
  const row = await em.findOne(Proposal, { tokenHash: links.hashToken(token) }, { populate: ['inquiry'], refresh: true });
  if (!row) return null;
  const today = todayIn();
  // Staff opening the link (issue 29) leave the count as it is.
  if (countView) await countProposalView(em, row);
  const state = publicState(row, today);
  const newest = state === 'replaced' ? await em.findOne(Proposal, { inquiry: row.inquiry.id, status: { $in: ['sent', 'accepted'] }, linkNonce: { $ne: null } }, { orderBy: { version: 'desc' } }) : null;
  const booking = state === 'accepted' ? await em.findOne(Booking, { proposal: row.id }) : null;
  const currency = row.currency as ProposalCurrency;
  const paidMinor = Number(booking?.paidMinor ?? 0);
  return {
    state,
    newerToken: newest?.linkNonce ? links.tokenFor(newest.linkNonce) : null,
    proposal: {
      ...proposalTerms(row),
      travellerName: row.inquiry.firstName,
      tripName: row.tripName ?? null,
      included: row.included,
      excluded: row.excluded,
      sentAt: (row.sentAt ?? row.createdAt).toISOString(),
    },
    termsPath: TERMS_PATH,
    booking: booking
      ? {
          reference: booking.reference,
          depositAmount: fromMinor(Number(booking.depositMinor), currency),
          currency,
          // What the traveller has paid so far (issue 29): the page stops asking for money already received.
          status: booking.status,
          paid: fromMinor(paidMinor, currency),
          balance: fromMinor(Number(booking.totalMinor) - paidMinor, currency),
          balanceDueOn: day(booking.balanceDueOn),
          depositReceivedOn: paidMinor >= Number(booking.depositMinor) ? await depositReceivedOn(em, booking.id, Number(booking.depositMinor)) : null,
          paidInFullOn: paidMinor >= Number(booking.totalMinor) ? await depositReceivedOn(em, booking.id, Number(booking.totalMinor)) : null,
          cancelledOn: booking.status === 'cancelled' ? day(booking.cancelledOn) : null,
          refundDue: booking.status === 'cancelled' && booking.refundDueMinor != null ? fromMinor(Number(booking.refundDueMinor), currency) : null,
        }
      : null,
  };
}

/** The day the payments (not voided, in the order received) first reached `minor`: when the deposit or the total was in. */
async function depositReceivedOn(em: EntityManager, bookingId: string, minor: number): Promise<string | null> {
  const payments = await em.find(Payment, { booking: bookingId, voidedAt: null }, { orderBy: { receivedOn: 'asc', createdAt: 'asc' } });
  let sum = 0;
  for (const payment of payments) {
    sum += Number(payment.amountMinor);
    if (sum >= minor) return day(payment.receivedOn);
  }
  return null;
}

/** One more view of `row`, and the timeline's "first viewed" entry kept up to date. */
async function countProposalView(em: EntityManager, row: { id: string; version: number; inquiry: { id: string } }) {
  // Counted in one statement, so two first views at once still make one "first viewed" entry.
  const [counted] = await em.execute<{ view_count: number }[]>(
    `update proposals set view_count = view_count + 1, first_viewed_at = coalesce(first_viewed_at, now()) where id = ? returning view_count`,
    [row.id],
  );
  // The timeline's "first viewed" entry (made once, at the first view) carries the count so far.
  const views = counted?.view_count ?? 1;
  if (views === 1) {
    const body = `Version ${row.version} opened by the traveller`;
    await em.execute(`insert into inquiry_events (id, inquiry_id, kind, body, created_at) values (?, ?, 'proposal-viewed', ?, ?)`, [randomUUID(), row.inquiry.id, body, eventTime()]);
  } else {
    // The count is read again by the update itself: of two views at once, the one whose update runs last writes the
    // final count, whichever finished counting first.
    await em.execute(
      `update inquiry_events set body = ? || (select view_count from proposals where id = ?) || ' views)' where inquiry_id = ? and kind = 'proposal-viewed' and body like ?`,
      [`Version ${row.version} opened by the traveller (`, row.id, row.inquiry.id, `Version ${row.version} opened%`],
    );
  }
}
