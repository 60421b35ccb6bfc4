import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import type { ProposalCostingSnapshot } from '#lib/domain/costing/proposal-costing.ts';
import { toPlainDate, type PlainDate } from '#lib/domain/dates.ts';
import { proposalTotals } from '#lib/domain/money/money.ts';
import type { ProposalStatus } from '#lib/domain/sale/proposal.types.ts';
import type { StoredLine } from '../entities/proposal.entity.ts';
import { ProposalCostingRow } from '../entities/index.ts';

/** A proposal version as pricing needs it, read under its row lock. */
export interface LockedProposal {
  id: string;
  status: ProposalStatus;
  currency: string;
  validUntil: PlainDate;
}

const toSnapshot = (row: InferEntity<typeof ProposalCostingRow>): ProposalCostingSnapshot => ({
  proposalId: row.proposalId,
  input: row.input,
  settings: row.settings,
  pricedOn: toPlainDate(row.pricedOn as unknown as string),
  rateCards: row.rateCards,
  parkFeeIds: row.parkFeeIds,
  fx: row.fx,
  lines: row.lines,
  totals: { costMinor: Number(row.costMinor), sellMinor: Number(row.sellMinor), marginMinor: Number(row.marginMinor) },
  pricedBy: row.pricedBy ?? null,
  pricedAt: row.updatedAt.toISOString(),
});

/** Proposals priced from rates (issue 40, decision 189): the costing snapshot of a version, and its lines filled. */
export class ProposalCostingsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async get(proposalId: string): Promise<ProposalCostingSnapshot | null> {
    const row = await this.em.findOne(ProposalCostingRow, { proposalId }, { refresh: true });
    return row ? toSnapshot(row) : null;
  }

  /**
   * The version, its row locked until the caller's transaction ends: a send or a save at the same moment waits, so a
   * version is never sent half-priced nor priced once sent.
   */
  async lockProposal(id: string): Promise<LockedProposal | null> {
    const [row] = await this.em.execute<{ id: string; status: ProposalStatus; currency: string; valid_until: string | Date }[]>(
      `select "id", "status", "currency", "valid_until" from "proposals" where "id" = ? for update`,
      [id],
    );
    return row ? { id: row.id, status: row.status, currency: row.currency, validUntil: toPlainDate(row.valid_until) } : null;
  }

  /** Replaces a locked draft's lines, with its total and deposit worked out as every save does (lib/money). */
  async fillLines(id: string, lines: StoredLine[]): Promise<void> {
    const [row] = await this.em.execute<{ deposit_percent: string }[]>(`select "deposit_percent" from "proposals" where "id" = ?`, [id]);
    const { totalMinor, depositMinor } = proposalTotals(lines, Number(row!.deposit_percent));
    await this.em.execute(
      `update "proposals" set "lines" = ?::jsonb, "total_minor" = ?, "deposit_minor" = ?, "updated_at" = now() where "id" = ? and "status" = 'draft'`,
      [JSON.stringify(lines), totalMinor, depositMinor, id],
    );
  }

  /** The version's snapshot, replacing the one before (a draft priced again). */
  async save(snapshot: ProposalCostingSnapshot): Promise<void> {
    const values = [
      snapshot.proposalId, JSON.stringify(snapshot.input), JSON.stringify(snapshot.settings), snapshot.pricedOn, JSON.stringify(snapshot.rateCards),
      JSON.stringify(snapshot.parkFeeIds), JSON.stringify(snapshot.fx), JSON.stringify(snapshot.lines), snapshot.totals.costMinor, snapshot.totals.sellMinor,
      snapshot.totals.marginMinor, snapshot.pricedBy,
    ];
    await this.em.execute(
      `insert into "proposal_costings" ("proposal_id", "input", "settings", "priced_on", "rate_cards", "park_fee_ids", "fx", "lines", "cost_minor", "sell_minor", "margin_minor", "priced_by", "created_at", "updated_at")
       values (?, ?::jsonb, ?::jsonb, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?, now(), now())
       on conflict ("proposal_id") do update set "input" = excluded."input", "settings" = excluded."settings", "priced_on" = excluded."priced_on",
         "rate_cards" = excluded."rate_cards", "park_fee_ids" = excluded."park_fee_ids", "fx" = excluded."fx", "lines" = excluded."lines",
         "cost_minor" = excluded."cost_minor", "sell_minor" = excluded."sell_minor", "margin_minor" = excluded."margin_minor",
         "priced_by" = excluded."priced_by", "updated_at" = now()`,
      values,
    );
  }
}
