import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import { interestLabel } from '#lib/inquiry-labels.ts';
import { inquiryExportQuerySchema } from '#lib/domain/enquiry/inquiry-desk.schema.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const PAGE_SIZE = 50;
const PREVIEW = 160;

const listItem = (i: InquiryRecord) => ({
  id: i.id,
  reference: i.reference,
  name: `${i.firstName} ${i.lastName}`,
  email: i.email,
  // The trip it names, else the interest chosen (issue 29).
  interest: interestLabel(i),
  departureOn: i.departureOn,
  /** The trip's name when the enquiry was sent about one; the dates the traveller gave (issue 29). */
  trip: i.tripName ?? null,
  arrivalDate: i.arrivalDate,
  departureDate: i.departureDate,
  groupSize: i.groupSize,
  status: i.status,
  needsReplySince: i.needsReply ? i.needsReplySince : null,
  createdAt: i.createdAt,
  preview: i.message.length > PREVIEW ? `${i.message.slice(0, PREVIEW)}…` : i.message,
  spamFlag: i.spamFlag,
  spamReason: i.spamReason,
});

/**
 * One page of the desk: the filter (`?status=`, or `?needsReply=true`), the search (`?q=`) and the page (`?page=`) come
 * from the URL. A status or search the schema refuses (a hand-edited URL) shows everything instead.
 */
export async function data(pageContext: PageContextServer) {
  const { inquiries } = pageContext.services;
  const search = pageContext.urlParsed.search;
  const parsed = v.safeParse(inquiryExportQuerySchema, { status: search.status ?? '', needsReply: search.needsReply ?? '', q: search.q ?? '' });
  const filters: v.InferOutput<typeof inquiryExportQuerySchema> = parsed.success ? parsed.output : { status: undefined, needsReply: undefined, q: undefined };
  const page = /^\d{1,6}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  const [result, counts] = await Promise.all([
    inquiries.search({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    inquiries.statusCounts(),
  ]);
  return {
    items: result.items.map(listItem),
    total: result.total,
    totalCapped: result.totalCapped,
    counts,
    view: { status: filters.status ?? null, needsReply: filters.needsReply === true, q: filters.q ?? '', page },
    pageSize: PAGE_SIZE,
    // The server's clock, so waiting times read the same in its HTML and after hydration.
    now: new Date().toISOString(),
  };
}
