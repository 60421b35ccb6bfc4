import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { BOOKING_STATUSES } from '#lib/domain/booking/booking.schema.ts';
import { soonestHolds } from '#database/repositories/reservation-holds.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { holdLine, type HoldLine } from './hold-line.ts';

export type Data = Awaited<ReturnType<typeof data>>;

const PAGE_SIZE = 50;
const statusSchema = v.picklist(BOOKING_STATUSES);

/** One page of bookings: the filter (`?status=`) and the page (`?page=`) come from the URL; a status it does not know shows all. */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search;
  const parsed = v.safeParse(statusSchema, search.status);
  const status = parsed.success ? parsed.output : null;
  const page = /^\d{1,6}$/.test(search.page ?? '') ? Math.max(1, Number(search.page)) : 1;
  const result = await pageContext.services.bookings.list({ status: status ?? undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const today = todayIn(pageContext.site.timeZone);
  const holds: Record<string, HoldLine> = Object.fromEntries((await soonestHolds(pageContext.services.em, result.items.map((b) => b.id))).map((h) => [h.bookingId, holdLine(h, today)]));
  return { items: result.items, holds, total: result.total, view: { status, page }, pageSize: PAGE_SIZE };
}
