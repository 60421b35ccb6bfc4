import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingSummary } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { addDays } from '#lib/domain/dates.ts';
import { fromMinor } from '#lib/domain/money/money.ts';

const OVERDUE_SHOWN = 20;

/** The Overview's proposal and booking figures (`GET /api/admin/bookings/summary`), `today` in SITE_TIMEZONE. */
export async function bookingSummary(em: EntityManager, today: string): Promise<BookingSummary> {
  const in30Days = addDays(today, 30);
  // Cancelled bookings count in no figure but the refunds still due (issue 26).
  const [out, [counts], overdue, refunds] = await Promise.all([
    em.execute<{ currency: string; count: string; amount: string }[]>(
      `select currency, count(*) as count, sum(total_minor) as amount from proposals
        where status = 'sent' and valid_until >= ? group by currency order by currency`,
      [today],
    ),
    // What is owed is the booking's facts (decision 165): net of refunds, as every other reader counts it.
    em.execute<{ accepted: string; deposits: string; balances: string }[]>(
      `select count(*) filter (where b.created_at >= now() - interval '30 days') as accepted,
              count(*) filter (where f.deposit_due_minor > 0) as deposits,
              count(*) filter (where not f.paid_in_full and f.balance_due_on between ? and ?) as balances
         from bookings b join booking_facts f on f.booking_id = b.id where b.status <> 'cancelled'`,
      [today, in30Days],
    ),
    em.execute<{ id: string; reference: string; balance: string; currency: string; balance_due_on: string }[]>(
      `select b.id, b.reference, f.balance_minor as balance, b.currency, b.balance_due_on::text as balance_due_on
         from bookings b join booking_facts f on f.booking_id = b.id
        where b.status <> 'cancelled' and not f.paid_in_full and b.balance_due_on < ? order by b.balance_due_on, b.reference limit ?`,
      [today, OVERDUE_SHOWN],
    ),
    em.execute<{ id: string; reference: string; outstanding: string; currency: string; cancelled_on: string }[]>(
      `select id, reference, refund_due_minor - refunded_minor as outstanding, currency, cancelled_on::text as cancelled_on from bookings
        where status = 'cancelled' and refund_due_minor > refunded_minor order by cancelled_on, reference limit ?`,
      [OVERDUE_SHOWN],
    ),
  ]);
  return {
    proposalsOut: {
      count: out.reduce((sum, row) => sum + Number(row.count), 0),
      value: out.map((row) => ({ currency: row.currency as ProposalCurrency, amount: fromMinor(Number(row.amount), row.currency) })),
    },
    acceptedLast30Days: Number(counts?.accepted ?? 0),
    depositsAwaited: Number(counts?.deposits ?? 0),
    balancesDueNext30Days: Number(counts?.balances ?? 0),
    overdue: overdue.map((row) => ({
      id: row.id,
      reference: row.reference,
      balance: fromMinor(Number(row.balance), row.currency),
      currency: row.currency as ProposalCurrency,
      balanceDueOn: row.balance_due_on,
    })),
    refundsDue: refunds.map((row) => ({
      id: row.id,
      reference: row.reference,
      outstanding: fromMinor(Number(row.outstanding), row.currency),
      currency: row.currency as ProposalCurrency,
      cancelledOn: row.cancelled_on,
    })),
  };
}
