import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import type { ParkFee } from '#lib/domain/costing/costing.types.ts';
import type { ParkFeeInput } from '#lib/domain/costing/park-fee.schema.ts';
import { toPlainDate, type PlainDate } from '#lib/domain/dates.ts';
import { ParkFeeRow } from '../entities/index.ts';

const toView = (row: InferEntity<typeof ParkFeeRow>): ParkFee => ({
  id: row.id,
  parkId: row.parkId,
  parkName: row.parkName,
  authority: row.authority,
  tier: row.tier,
  fromAge: row.fromAge,
  toAge: row.toAge ?? null,
  amountMinor: Number(row.amountMinor),
  currency: row.currency,
  effectiveFrom: toPlainDate(row.effectiveFrom as unknown as string),
  effectiveTo: row.effectiveTo ? toPlainDate(row.effectiveTo as unknown as string) : null,
  counting: row.counting,
  source: row.source,
  note: row.note ?? null,
});

const fields = (input: ParkFeeInput) => ({ ...input, toAge: input.toAge ?? null, effectiveTo: input.effectiveTo ?? null, note: input.note ?? null });

const ORDER = { parkId: 'asc', tier: 'asc', fromAge: 'asc', effectiveFrom: 'asc' } as const;

/** Park and conservation fees as dated rows (issue 40). */
export class ParkFeesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The rows in force on `on`, of one park or all. */
  async inForce(on: PlainDate, parkId?: string): Promise<ParkFee[]> {
    const rows = await this.em.find(
      ParkFeeRow,
      { ...(parkId ? { parkId } : {}), effectiveFrom: { $lte: on }, $or: [{ effectiveTo: null }, { effectiveTo: { $gte: on } }] },
      { orderBy: ORDER },
    );
    return rows.map(toView);
  }

  /** Every row of these parks in force on any day from `from` to `to`. */
  async forStay(parkIds: string[], from: PlainDate, to: PlainDate): Promise<ParkFee[]> {
    if (parkIds.length === 0) return [];
    const rows = await this.em.find(
      ParkFeeRow,
      { parkId: { $in: parkIds }, effectiveFrom: { $lte: to }, $or: [{ effectiveTo: null }, { effectiveTo: { $gte: from } }] },
      { orderBy: ORDER },
    );
    return rows.map(toView);
  }

  async get(id: string): Promise<ParkFee | null> {
    const row = await this.em.findOne(ParkFeeRow, { id });
    return row ? toView(row) : null;
  }

  /**
   * A row of the same park, tier and ages in force on a day `input` covers (other than `exceptId`): two rows for
   * one traveller on one day would make the price depend on which is read. The park is locked first, so two
   * writes at once cannot both pass the check.
   */
  async clash(input: ParkFeeInput, exceptId?: string): Promise<ParkFee | null> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('park fees: ' || ?))`, [input.parkId]);
    const rows = await this.em.find(ParkFeeRow, {
      parkId: input.parkId,
      tier: input.tier,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
      fromAge: { $lte: input.toAge ?? 1000 },
      $and: [
        { $or: [{ toAge: null }, { toAge: { $gte: input.fromAge } }] },
        { $or: [{ effectiveTo: null }, { effectiveTo: { $gte: input.effectiveFrom } }] },
        ...(input.effectiveTo ? [{ effectiveFrom: { $lte: input.effectiveTo } }] : []),
      ],
    }, { limit: 1 });
    return rows[0] ? toView(rows[0]) : null;
  }

  create(input: ParkFeeInput): ParkFee {
    return toView(this.em.create(ParkFeeRow, fields(input)));
  }

  async update(id: string, input: ParkFeeInput): Promise<ParkFee | null> {
    const row = await this.em.findOne(ParkFeeRow, { id });
    if (!row) return null;
    this.em.assign(row, fields(input));
    return toView(row);
  }
}
