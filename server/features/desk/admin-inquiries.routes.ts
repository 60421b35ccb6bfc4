import { uuidOrNull } from '#lib/domain/uuid.ts';
import { type RequestHandler } from 'express';
import { inquiryExportQuerySchema, inquiryListQuerySchema, inquiryLocaleSchema, inquiryNoteSchema, inquiryStatusSchema } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { HttpError, notFound, parse } from '../../middleware/errors.ts';
import { changeStatus, markAnswered, setTravellerLocale } from './staff-moves.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { streamInquiriesCsv } from './inquiry-export.ts';
import { sendAttachment } from './attachment-download.ts';
import { eraseInquiry } from './erase-inquiry.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

/** A malformed id is the caller's mistake (400); a well-formed one that names nothing is a 404. */
export function inquiryId(value: unknown): string {
  const id = typeof value === 'string' ? uuidOrNull(value) : null;
  if (!id) throw new HttpError(400, 'Not a valid inquiry id', { id: 'Not a valid inquiry id' });
  return id;
}

const NOT_FOUND = 'Inquiry not found';

/** `GET ?status=&needsReply=&q=&limit=&offset=` → `{ items, total }`; also answers SPEC's `GET /api/inquiries`. */
export const listInquiries: RequestHandler = async (req, res) => {
  res.json(await req.services.inquiries.search(parse(inquiryListQuerySchema, req.query)));
};

/** The enquiry desk (issue 12). Roles and cache effects: lib/api-routes.ts. */
export function adminInquiryRoutes(options: { mailer: Mailer; timeZone: string }) {
  const { mailer } = options;
  const routes = new ApiHandlers();
  const author = (req: { admin?: { username: string } }) => req.admin?.username ?? null;

  routes.on('inquiries.list', listInquiries);

  routes.on('inquiries.counts', async (req, res) => {
    res.json(await req.services.inquiries.statusCounts());
  });

  routes.on('inquiries.export', async (req, res) => {
    const filters = parse(inquiryExportQuerySchema, req.query);
    // Every export is in the activity log: who, when, how many rows (decision 137). No filter's words:
    // a search can be someone's name.
    await streamInquiriesCsv(req, res, filters, options.timeZone, async ({ rows, complete }) => {
      // Named here: this runs from the export worker's messages, outside the request's audit context.
      const actor = { id: req.admin!.id, username: req.admin!.username };
      req.services.audit.record({ action: 'exported', kind: 'inquiry', recordType: 'Inquiry', changes: { rows, complete, status: filters.status ?? null }, actor });
      await req.services.commit();
    });
  });

  routes.on('inquiries.get', async (req, res) => {
    const detail = await req.services.inquiries.detail(inquiryId(req.params.id));
    if (!detail) throw notFound(NOT_FOUND);
    // A read of a traveller's personal data is in the activity log (decision 137).
    req.services.audit.record({ action: 'viewed', kind: 'inquiry', recordType: 'Inquiry', recordId: detail.id, changes: { rows: 1 } });
    await req.services.commit();
    res.json(detail);
  });

  // A file a traveller attached to an answer (decision 112); staff and owners alike.
  routes.on('inquiries.attachment', sendAttachment(inquiryId));

  routes.on('inquiries.update', async (req, res) => {
    const id = inquiryId(req.params.id);
    const { status } = parse(inquiryStatusSchema, req.body);
    const updated = await changeStatus(req.services, mailer, id, status, author(req));
    if (!updated) throw notFound(NOT_FOUND);
    res.json(updated);
  });

  // Out of "Needs reply" without a reply from the desk (decision 133); staff may, and no public page changes.
  routes.on('inquiries.markAnswered', async (req, res) => {
    const updated = await markAnswered(req.services, inquiryId(req.params.id), author(req));
    if (!updated) throw notFound(NOT_FOUND);
    res.json(updated);
  });

  routes.on('inquiries.setLocale', async (req, res) => {
    const id = inquiryId(req.params.id);
    const { locale } = parse(inquiryLocaleSchema, req.body);
    const updated = await setTravellerLocale(req.services, id, locale);
    if (!updated) throw notFound(NOT_FOUND);
    res.json(updated);
  });

  routes.on('inquiries.addNote', async (req, res) => {
    const id = inquiryId(req.params.id);
    const { body } = parse(inquiryNoteSchema, req.body);
    const note = await req.services.inquiries.addNote(id, body, author(req));
    if (!note) throw notFound(NOT_FOUND);
    await req.services.commit();
    res.status(201).json(note);
  });

  // Erasure keeps the enquiry's bookings and proposals, anonymised (issue 26, decision 134).
  routes.on('inquiries.erase', async (req, res) => {
    if (!(await eraseInquiry(req.services, inquiryId(req.params.id)))) throw notFound(NOT_FOUND);
    res.status(204).end();
  });

  return routes;
}
