import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { InquiryRecord } from '#database/dto.ts';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import type { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { CSV_BOM, csvRow } from '#lib/csv.ts';

const minutesToFirstResponse = (i: InquiryRecord) =>
  i.firstRespondedAt ? Math.round((Date.parse(i.firstRespondedAt) - Date.parse(i.createdAt)) / 60_000) : null;

/** Every stored field, its status, lead source and first response; times in UTC (ISO 8601). */
const COLUMNS: [string, (i: InquiryRecord) => string | number | null][] = [
  ['ID', (i) => i.id],
  ['Received (UTC)', (i) => i.createdAt],
  ['Status', (i) => i.status],
  ['First name', (i) => i.firstName],
  ['Last name', (i) => i.lastName],
  ['Email', (i) => i.email],
  ['Phone', (i) => i.phone],
  ['Package', (i) => i.packageType],
  ['Safari type', (i) => i.safariType],
  ['Group size', (i) => i.groupSize],
  ['Budget', (i) => i.budgetRange],
  ['Arrival', (i) => i.arrivalDate],
  ['Departure', (i) => i.departureDate],
  ['Message', (i) => i.message],
  ['First response (UTC)', (i) => i.firstRespondedAt],
  ['Minutes to first response', minutesToFirstResponse],
  ['Landing page', (i) => i.landingPage],
  ['Referrer', (i) => i.referrer],
  ['UTM source', (i) => i.utmSource],
  ['UTM medium', (i) => i.utmMedium],
  ['UTM campaign', (i) => i.utmCampaign],
  ['Form', (i) => i.form],
];

/**
 * Streams the matching enquiries as CSV a batch at a time. `pipeline` waits whenever the client (or gzip)
 * is slower than the database, so memory holds a batch or two whatever the number of rows, and stops
 * reading when the client goes away. (Waiting for 'drain' by hand leaked a listener per wait: compression
 * adds res.on('drain') listeners to its gzip stream, where res.removeListener cannot reach them.)
 */
export async function streamInquiriesCsv(res: Response, inquiries: InquiriesRepository, filters: InquiryFilters): Promise<void> {
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
