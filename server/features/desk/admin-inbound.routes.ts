import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { heldMailAcceptSchema, inquiryAddressParamSchema, inquiryAddressSchema } from '#lib/domain/enquiry/inbound-mail.schema.ts';
import { supplierAddressParamSchema, supplierAddressSchema } from '#lib/domain/reservation/supplier.schema.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { acceptHeldLodgeMail, acceptHeldMail, discardHeldLodgeMail, discardHeldMail } from './held-mail.ts';
import { HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { inquiryId } from './admin-inquiries.routes.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;

function eventId(value: unknown): string {
  const id = typeof value === 'string' ? uuidOrNull(value) : null;
  if (!id) throw new HttpError(400, 'Not a valid entry id', { eventId: 'Not a valid entry id' });
  return id;
}

/**
 * Who may write into an enquiry's or a reservation's timeline (decisions 136, 171): the addresses its traveller or
 * supplier writes from, and the mail held as "From another sender" until staff accept or discard it. Staff and owners
 * alike (lib/api-routes.ts).
 */
export function adminInboundRoutes() {
  const routes = new ApiHandlers();

  routes.on('inquiries.addAddress', async (req, res) => {
    const id = inquiryId(req.params.id);
    const { email } = parse(inquiryAddressSchema, req.body);
    const add = () => req.services.transaction((tx) => tx.inquiryAddresses.add(id, email, author(req)));
    // A second add of the same address at once met the unique index: it is there now, which is what was asked.
    const found = await add().catch((error: unknown) => (error instanceof UniqueConstraintViolationException ? add() : Promise.reject(error)));
    if (!found) throw notFound('Inquiry not found');
    res.status(201).json({ addresses: (await req.services.inquiryAddresses.list(id))! });
  });

  routes.on('inquiries.removeAddress', async (req, res) => {
    const id = inquiryId(req.params.id);
    const { email } = parse(inquiryAddressParamSchema, { email: req.params.email });
    if (!(await req.services.transaction((tx) => tx.inquiryAddresses.remove(id, email)))) throw notFound('Address not found');
    res.status(204).end();
  });

  routes.on('inquiries.acceptHeld', async (req, res) => {
    const id = inquiryId(req.params.id);
    const held = eventId(req.params.eventId);
    const { addAddress } = parse(heldMailAcceptSchema, req.body);
    const accepted = await acceptHeldMail(req.services, id, held, { addAddress, by: author(req) });
    if (!accepted) throw notFound('Held mail not found');
    res.json(accepted);
  });

  routes.on('inquiries.discardHeld', async (req, res) => {
    if (!(await discardHeldMail(req.services, inquiryId(req.params.id), eventId(req.params.eventId)))) throw notFound('Held mail not found');
    res.status(204).end();
  });

  routes.on('suppliers.addresses', async (req, res) => {
    const addresses = await req.services.suppliers.addresses(pathId(req.params.id, 'Supplier'));
    if (!addresses) throw notFound('Supplier not found');
    res.json({ addresses });
  });

  routes.on('suppliers.addAddress', async (req, res) => {
    const id = pathId(req.params.id, 'Supplier');
    const { email } = parse(supplierAddressSchema, req.body);
    const add = () => req.services.transaction((tx) => tx.suppliers.addAddress(id, email, author(req)));
    // A second add of the same address at once met the unique index: it is there now, which is what was asked.
    const found = await add().catch((error: unknown) => (error instanceof UniqueConstraintViolationException ? add() : Promise.reject(error)));
    if (!found) throw notFound('Supplier not found');
    res.status(201).json({ addresses: (await req.services.suppliers.addresses(id))! });
  });

  routes.on('suppliers.removeAddress', async (req, res) => {
    const id = pathId(req.params.id, 'Supplier');
    const { email } = parse(supplierAddressParamSchema, { email: req.params.email });
    if (!(await req.services.transaction((tx) => tx.suppliers.removeAddress(id, email)))) throw notFound('Address not found');
    res.status(204).end();
  });

  routes.on('lodgeMail.acceptHeld', async (req, res) => {
    const id = pathId(req.params.id, 'Reservation');
    const held = eventId(req.params.eventId);
    const { addAddress } = parse(heldMailAcceptSchema, req.body);
    const accepted = await acceptHeldLodgeMail(req.services, id, held, { addAddress, by: author(req) });
    if (!accepted) throw notFound('Held mail not found');
    res.json(accepted);
  });

  routes.on('lodgeMail.discardHeld', async (req, res) => {
    if (!(await discardHeldLodgeMail(req.services, pathId(req.params.id, 'Reservation'), eventId(req.params.eventId)))) throw notFound('Held mail not found');
    res.status(204).end();
  });

  return routes;
}
