import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const SUPPLIER_KINDS = ['lodge', 'camp', 'hotel', 'transfer', 'flight', 'guide', 'other'] as const;

/**
 * A lodge, camp, transfer company … that the operator reserves with (issue 30). A trip stop's lodge names one
 * by `supplierId`; reservation requests go to `email`, and its phone and address go on vouchers and the pack.
 */
export const Supplier = defineEntity({
  name: 'Supplier',
  tableName: 'suppliers',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200).unique(),
    kind: p.enum(SUPPLIER_KINDS).default('lodge'),
    email: p.string().length(254),
    phone: p.string().length(40).nullable(),
    address: p.text().nullable(),
    notes: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/**
 * Further addresses a supplier writes from (issue 38, decision 171): a lodge's mail naming a reservation is its answer
 * only from the supplier's own `email` or one of these; from anyone else it is held for staff. Compared without case,
 * stored lower case; at most one row per address (the unique index on `lower(email)`).
 */
export const SupplierAddress = defineEntity({
  name: 'SupplierAddress',
  tableName: 'supplier_addresses',
  indexes: [{ name: 'supplier_addresses_supplier_email_unique', expression: `create unique index "supplier_addresses_supplier_email_unique" on "supplier_addresses" ("supplier_id", lower("email"))` }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    supplier: () => p.manyToOne(Supplier).fieldName('supplier_id').deleteRule('cascade'),
    email: p.string().length(254),
    addedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
