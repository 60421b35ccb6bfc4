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
