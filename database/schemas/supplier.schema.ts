import * as v from 'valibot';
import { optionalText, requiredLine, requiredText } from './fields.ts';

export const SUPPLIER_KIND_VALUES = ['lodge', 'camp', 'hotel', 'transfer', 'flight', 'guide', 'other'] as const;
export const SUPPLIER_NAME_TAKEN = 'A supplier of this name exists already';

/** A supplier as staff write it under /admin/suppliers (issue 30). */
export const supplierSchema = v.object({
  name: requiredLine('Name is required', 200),
  kind: v.optional(v.picklist(SUPPLIER_KIND_VALUES, 'Choose a kind from the list'), 'lodge'),
  email: v.pipe(requiredText('Reservations e-mail is required', 254), v.email('Please enter a valid email address')),
  phone: optionalText(40),
  address: optionalText(500),
  notes: optionalText(2000),
});

export type SupplierInput = v.InferOutput<typeof supplierSchema>;
