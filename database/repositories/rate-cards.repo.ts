import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateCardContent, RateCardVersionView, RateCardView, SupplierRates } from '#lib/domain/costing/costing.types.ts';
import { RateCard, RateCardVersion, Supplier } from '../entities/index.ts';

interface HeadRow {
  id: string;
  supplier_id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  content: RateCardContent;
}

const HEAD_SELECT = `select c."id", c."supplier_id", c."version", c."created_at", c."updated_at", v."content"
  from "rate_cards" c join "rate_card_versions" v on v."rate_card_id" = c."id" and v."version" = c."version"`;

const toView = (row: HeadRow): RateCardView => ({
  ...row.content,
  id: row.id,
  supplierId: row.supplier_id,
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Rate cards and their versions (issue 40); a version row is written once and never changed (decision 183). */
export class RateCardsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async forSupplier(supplierId: string): Promise<RateCardView[]> {
    const rows = await this.em.execute<HeadRow[]>(`${HEAD_SELECT} where c."supplier_id" = ? order by c."valid_from" desc, c."created_at" desc`, [supplierId]);
    return rows.map(toView);
  }

  async get(id: string): Promise<RateCardView | null> {
    const [row] = await this.em.execute<HeadRow[]>(`${HEAD_SELECT} where c."id" = ?`, [id]);
    return row ? toView(row) : null;
  }

  /** Every version, newest first; null for a card that does not exist. */
  async versions(id: string): Promise<RateCardVersionView[] | null> {
    if (!(await this.em.count(RateCard, { id }))) return null;
    const rows = await this.em.find(RateCardVersion, { rateCardId: id }, { orderBy: { version: 'desc' } });
    return rows.map((row) => ({ version: row.version, createdAt: row.createdAt.toISOString(), createdBy: row.createdBy ?? null, content: row.content }));
  }

  /** A new card at version 1, written in the caller's transaction (the head before its version, for the foreign key). */
  async create(supplierId: string, content: RateCardContent, by: string | null): Promise<{ id: string }> {
    const id = randomUUID();
    await this.em.execute(
      `insert into "rate_cards" ("id", "supplier_id", "name", "currency", "valid_from", "valid_to", "version", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, 1, now(), now())`,
      [id, supplierId, content.name, content.currency, content.validFrom, content.validTo],
    );
    await this.insertVersion(id, 1, content, by);
    return { id };
  }

  private async insertVersion(id: string, version: number, content: RateCardContent, by: string | null) {
    await this.em.execute(
      `insert into "rate_card_versions" ("id", "rate_card_id", "version", "content", "created_by", "created_at") values (?, ?, ?, ?::jsonb, ?, now())`,
      [randomUUID(), id, version, JSON.stringify(content), by],
    );
  }

  /**
   * The card's next version: `next` of its current content. The head row
   * is locked first, so two changes at once make versions n+1 and n+2, never two n+1s. Null: no such card.
   */
  async addVersion(id: string, next: (current: RateCardContent) => RateCardContent, by: string | null): Promise<{ version: number } | null> {
    const [locked] = await this.em.execute<{ version: number }[]>(`select "version" from "rate_cards" where "id" = ? for update`, [id]);
    if (!locked) return null;
    const [current] = await this.em.execute<{ content: RateCardContent }[]>(`select "content" from "rate_card_versions" where "rate_card_id" = ? and "version" = ?`, [id, locked.version]);
    const content = next(current!.content);
    const version = locked.version + 1;
    await this.em.execute(
      `update "rate_cards" set "version" = ?, "name" = ?, "currency" = ?, "valid_from" = ?, "valid_to" = ?, "updated_at" = now() where "id" = ?`,
      [version, content.name, content.currency, content.validFrom, content.validTo, id],
    );
    await this.insertVersion(id, version, content, by);
    return { version };
  }

  /** The suppliers' cards as the pricing reads them: each card's current version, newest validity first. */
  async ratesFor(supplierIds: string[]): Promise<Record<string, SupplierRates>> {
    if (supplierIds.length === 0) return {};
    const suppliers = await this.em.find(Supplier, { id: { $in: supplierIds } });
    const rows = await this.em.execute<HeadRow[]>(`${HEAD_SELECT} where c."supplier_id" in (${supplierIds.map(() => '?').join(', ')}) order by c."valid_from" desc, c."created_at" desc`, supplierIds);
    const rates: Record<string, SupplierRates> = {};
    for (const supplier of suppliers) rates[supplier.id] = { supplierId: supplier.id, supplierName: supplier.name, cards: [] };
    for (const row of rows) rates[row.supplier_id]?.cards.push({ id: row.id, version: row.version, content: row.content });
    return rates;
  }
}

