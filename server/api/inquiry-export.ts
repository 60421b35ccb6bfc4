import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { InquiryRecord } from '#database/dto.ts';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import type { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { CSV_BOM, csvRow } from '#lib/csv.ts';
import { zonedParts } from '#lib/format.ts';
import { budgetLabel, formLabel, groupSizeLabel, packageInterestLabel, safariTypeLabel, STATUS_LABELS } from '#lib/inquiry-labels.ts';

const minutesToFirstResponse = (i: InquiryRecord) =>
  i.firstRespondedAt ? Math.round((Date.parse(i.firstRespondedAt) - Date.parse(i.createdAt)) / 60_000) : null;

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-03-12 14:05" in the operator's time zone: what a spreadsheet reads as a date and time. */
function localTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const { year, month, day, hour, minute } = zonedParts(iso, timeZone);
  return `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`;
}

type Column = [string, (i: InquiryRecord) => string | number | null];

/**
 * Every stored field, its status, lead source and first response, in the words staff see in the desk
 * (issue 21: no raw codes) and times in SITE_TIMEZONE, named in the headers.
 */
function columns(timeZone: string): Column[] {
  const zone = timeZone.replace(/_/g, ' ');
  return [
    ['ID', (i) => i.id],
    [`Received (${zone} time)`, (i) => localTime(i.createdAt, timeZone)],
    ['Status', (i) => STATUS_LABELS[i.status]],
    ['First name', (i) => i.firstName],
    ['Last name', (i) => i.lastName],
    ['Email', (i) => i.email],
    ['Phone', (i) => i.phone],
    ['Package', (i) => packageInterestLabel(i.packageType)],
    ['Safari type', (i) => (i.safariType ? safariTypeLabel(i.safariType) : null)],
    ['Group size', (i) => groupSizeLabel(i.groupSize)],
    ['Budget', (i) => (i.budgetRange ? budgetLabel(i.budgetRange) : null)],
    ['Arrival', (i) => i.arrivalDate],
    ['Departure', (i) => i.departureDate],
    ['Message', (i) => i.message],
    [`First response (${zone} time)`, (i) => localTime(i.firstRespondedAt, timeZone)],
    ['Minutes to first response', minutesToFirstResponse],
    ['Landing page', (i) => i.landingPage],
    ['Came from', (i) => i.referrer],
    ['Campaign source', (i) => i.utmSource],
    ['Campaign medium', (i) => i.utmMedium],
    ['Campaign', (i) => i.utmCampaign],
    ['Form', (i) => (i.form ? formLabel(i.form) : null)],
    ['Spam check', (i) => (i.spamFlag ? i.spamReason : null)],
  ];
}

/**
 * Streams the matching enquiries as CSV a batch at a time. `pipeline` waits whenever the client (or gzip)
 * is slower than the database, so memory holds a batch or two whatever the number of rows, and stops
 * reading when the client goes away. (Waiting for 'drain' by hand leaked a listener per wait: compression
 * adds res.on('drain') listeners to its gzip stream, where res.removeListener cannot reach them.)
 */
export async function streamInquiriesCsv(res: Response, inquiries: InquiriesRepository, filters: InquiryFilters, timeZone: string): Promise<void> {
  const COLUMNS = columns(timeZone);
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.status ?? 'all'}-${day}.csv`;
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  async function* csv() {
    yield CSV_BOM + csvRow(COLUMNS.map(([header]) => header));
    for await (const batch of inquiries.exportBatches(filters)) {
      yield batch.map((inquiry) => csvRow(COLUMNS.map(([, cell]) => cell(inquiry)))).join('');
    }
  }
  try {
    await pipeline(Readable.from(csv(), { objectMode: false }), res);
  } catch (error) {
    // The client left mid-download: nothing to answer. Anything else is the error handler's.
    if (!res.destroyed) throw error;
  }
}
