import * as v from 'valibot';
import { optionalText, requiredLine, requiredText } from '../fields.ts';

export const SUPPLIER_KIND_VALUES = ['lodge', 'camp', 'hotel', 'transfer', 'flight', 'guide', 'other'] as const;
export const SUPPLIER_NAME_TAKEN = 'A supplier of this name exists already';
/**
 * The bound of a list staff grow (decision 138): every supplier reaches the browser whole (Settings' list, the
 * trip editor's picker), so the list is capped, far above the few dozen lodges and transfer companies an
 * operator books, and below what would make those pages heavy (a few hundred KB at the most).
 */
export const MAX_SUPPLIERS = 500;
export const SUPPLIERS_FULL = `There are ${MAX_SUPPLIERS} suppliers, the most there can be: edit one you no longer book instead of adding another`;

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

const address = () => v.pipe(requiredText('Email is required', 254), v.email('Please enter a valid email address'));

/** `POST /api/admin/suppliers/:id/addresses`: another address the supplier writes from (issue 38, decision 171). */
export const supplierAddressSchema = v.object({ email: address() });

/** `DELETE /api/admin/suppliers/:id/addresses/:email`: the address, from the path. */
export const supplierAddressParamSchema = v.object({ email: address() });
