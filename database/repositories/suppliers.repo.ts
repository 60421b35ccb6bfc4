import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import type { SupplierView } from '#lib/domain/reservation/reservation.types.ts';
import { Supplier, SupplierAddress } from '../entities/index.ts';
import { MAX_SUPPLIERS, type SupplierInput } from '#lib/domain/reservation/supplier.schema.ts';

const toView = (s: InferEntity<typeof Supplier>): SupplierView => ({
  id: s.id,
  name: s.name,
  kind: s.kind,
  email: s.email,
  phone: s.phone ?? null,
  address: s.address ?? null,
  notes: s.notes ?? null,
});

const fields = (input: SupplierInput) => ({
  name: input.name,
  kind: input.kind,
  email: input.email,
  phone: input.phone ?? null,
  address: input.address ?? null,
  notes: input.notes ?? null,
});

/** Suppliers (issue 30), staged on the request's unit of work; the handler commits. */
export class SuppliersRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /**
   * Whether another supplier fits under MAX_SUPPLIERS. Call in the transaction that creates it: the lock holds a
   * second add until this one commits, so two adds at the last place cannot both pass.
   */
  async roomForAnother(): Promise<boolean> {
    await this.em.execute("select pg_advisory_xact_lock(hashtext('suppliers: count'))");
    return (await this.em.count(Supplier, {})) < MAX_SUPPLIERS;
  }

  async list(): Promise<SupplierView[]> {
    return (await this.em.find(Supplier, {}, { orderBy: { name: 'asc' } })).map(toView);
  }

  async get(id: string): Promise<SupplierView | null> {
    const row = await this.em.findOne(Supplier, { id });
    return row ? toView(row) : null;
  }

  create(input: SupplierInput): SupplierView {
    return toView(this.em.create(Supplier, fields(input)));
  }

  async update(id: string, input: SupplierInput): Promise<SupplierView | null> {
    const row = await this.em.findOne(Supplier, { id });
    if (!row) return null;
    this.em.assign(row, fields(input));
    return toView(row);
  }

  /** By id, else by name: a seeded trip's stop names its lodge by name only. */
  async byIdsOrNames(ids: string[], names: string[]): Promise<SupplierView[]> {
    if (ids.length === 0 && names.length === 0) return [];
    const rows = await this.em.find(Supplier, { $or: [{ id: { $in: ids } }, { name: { $in: names } }] });
    return rows.map(toView);
  }

  /**
   * The further addresses the supplier writes from (issue 38, decision 171), oldest first; null when there is no such
   * supplier. Its own `email` is not among them.
   */
  async addresses(supplierId: string): Promise<string[] | null> {
    if (!(await this.em.count(Supplier, { id: supplierId }))) return null;
    const rows = await this.em.find(SupplierAddress, { supplier: supplierId }, { orderBy: { createdAt: 'asc', email: 'asc' }, fields: ['email'] });
    return rows.map((r) => r.email);
  }

  /**
   * Stages an address (once: adding it again, or the supplier's own, changes nothing); false when there is no such
   * supplier. Two adds of one address at once meet the unique index; the loser's caller tries again and finds it.
   */
  async addAddress(supplierId: string, email: string, addedBy: string | null): Promise<boolean> {
    const supplier = await this.em.findOne(Supplier, { id: supplierId }, { fields: ['email'] });
    if (!supplier) return false;
    const lower = email.trim().toLowerCase();
    if (supplier.email.trim().toLowerCase() === lower) return true;
    if (!(await this.em.count(SupplierAddress, { supplier: supplierId, email: lower }))) this.em.create(SupplierAddress, { supplier: supplierId, email: lower, addedBy });
    return true;
  }

  /** Stages an address's removal; false when the supplier has no such added address. */
  async removeAddress(supplierId: string, email: string): Promise<boolean> {
    const found = await this.em.findOne(SupplierAddress, { supplier: supplierId, email: email.trim().toLowerCase() });
    if (!found) return false;
    this.em.remove(found);
    return true;
  }
}
