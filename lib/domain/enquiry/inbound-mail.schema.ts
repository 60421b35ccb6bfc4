import * as v from 'valibot';
import { optionalBoolean, requiredText } from '../fields.ts';

/** The inquiry form's own messages for an address (SPEC), so staff read what travellers read. */
const address = () => v.pipe(requiredText('Email is required', 254), v.email('Please enter a valid email address'));

/** `POST /api/admin/inquiries/:id/addresses`: another address the traveller writes from (decision 136). */
export const inquiryAddressSchema = v.object({ email: address() });

/** `DELETE /api/admin/inquiries/:id/addresses/:email`: the address, from the path. */
export const inquiryAddressParamSchema = v.object({ email: address() });

/** `POST /api/admin/inquiries/:id/inbound/:eventId/accept`: also take the sender's later mail as the traveller's. */
export const heldMailAcceptSchema = v.object({ addAddress: optionalBoolean(false) });
