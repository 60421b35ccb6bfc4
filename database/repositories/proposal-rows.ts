import type { InferEntity } from '@mikro-orm/core';
import type { Proposal as ProposalEntity } from '../entities/proposal.entity.ts';
import type { Proposal, ProposalLine, ProposalStatus, ProposalSummary } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import { toPlainDate } from '#lib/domain/dates.ts';

export type ProposalRow = InferEntity<typeof ProposalEntity>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function toLines(row: ProposalRow): ProposalLine[] {
  return row.lines.map((line) => ({
    label: line.label,
    quantity: line.quantity,
    unitPrice: fromMinor(line.unitPriceMinor),
    amount: fromMinor(line.quantity * line.unitPriceMinor),
  }));
}

/** A sent version past its last valid day (in the operator's time zone) can no longer be accepted. */
export const isExpired = (row: { status: string; validUntil: string | Date }, today: string) => row.status === 'sent' && toPlainDate(row.validUntil)! < today;

/** What staff and the traveller both read of a version: the trip, the party, the money and the terms. */
export function proposalTerms(row: ProposalRow) {
  return {
    version: row.version,
    currency: row.currency as ProposalCurrency,
    startDate: toPlainDate(row.startDate),
    adults: row.adults,
    children: row.children,
    depositPercent: Number(row.depositPercent),
    validUntil: toPlainDate(row.validUntil)!,
    note: row.note ?? null,
    stops: row.stops,
    lines: toLines(row),
    total: fromMinor(Number(row.totalMinor)),
    deposit: fromMinor(Number(row.depositMinor)),
  };
}

export function toProposal(row: ProposalRow, bookingId: string | null): Proposal {
  return {
    id: row.id,
    // '' once the enquiry was erased (decision 134): the proposal stays in the ledger without it.
    inquiryId: row.inquiry?.id ?? '',
    packageId: row.package?.id ?? null,
    departureId: row.departure?.id ?? null,
    status: row.status as ProposalStatus,
    ...proposalTerms(row),
    exchange: row.exchange ? { from: row.exchange.from as ProposalCurrency, rate: row.exchange.rate } : null,
    sentAt: iso(row.sentAt),
    firstViewedAt: iso(row.firstViewedAt),
    viewCount: row.viewCount,
    replacedById: row.replacedBy?.id ?? null,
    bookingId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: ProposalRow, bookingId: string | null, today: string): ProposalSummary {
  const p = toProposal(row, bookingId);
  return {
    id: p.id,
    version: p.version,
    status: p.status,
    currency: p.currency,
    total: p.total,
    deposit: p.deposit,
    validUntil: p.validUntil,
    startDate: p.startDate,
    sentAt: p.sentAt,
    firstViewedAt: p.firstViewedAt,
    viewCount: p.viewCount,
    replacedById: p.replacedById,
    bookingId,
    createdAt: p.createdAt,
    expired: isExpired(row, today),
  };
}

/** The single supplement's line, as the draft adds it and the editor recognises it (issue 29). */
export const SINGLE_SUPPLEMENT_LABEL = 'Single supplement';

/**
 * The party a draft quotes (issue 29): the adults and children staff gave; else the enquiry's group size when it is
 * one number ("2"); else (a range "1-2", "9+", none) its lower bound to start from, with `toConfirm` saying what
 * the enquiry said, so the editor asks rather than quoting a guess.
 */
export function partyOf(groupSize: string | null | undefined, given: { adults?: number; children?: number }): { adults: number; children: number; toConfirm: string | null } {
  if (given.adults !== undefined) return { adults: given.adults, children: given.children ?? 0, toConfirm: null };
  const exact = /^\s*(\d+)\s*$/.exec(groupSize ?? '')?.[1];
  if (exact) return { adults: Math.min(40, Math.max(1, Number(exact))), children: given.children ?? 0, toConfirm: null };
  const first = /\d+/.exec(groupSize ?? '')?.[0];
  const adults = Math.min(40, Math.max(1, first ? Number(first) : 2));
  return { adults, children: given.children ?? 0, toConfirm: groupSize && groupSize !== 'not given' ? groupSize : 'not given' };
}
