import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import type { InquiriesRepository } from '#database/repositories/inquiries.repo.ts';
import { CSV_BOM, csvRow } from '#lib/csv.ts';

/** ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it elsewhere in the API. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Whole minutes, rounded as Math.round does, from millisecond-precise times (as the API reads them). */
const minutesToFirstResponse = `(floor(extract(epoch from date_trunc('milliseconds', first_responded_at) - date_trunc('milliseconds', created_at)) / 60 + 0.5))::bigint::text`;

/** Every stored field, its status, lead source and first response; times in UTC (ISO 8601). Each a text expression. */
const COLUMNS: [string, string][] = [
  ['ID', 'id::text'],
  ['Received (UTC)', iso('created_at')],
  ['Status', 'status'],
  ['First name', 'first_name'],
  ['Last name', 'last_name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Package', 'package_type'],
  ['Safari type', 'safari_type'],
  ['Group size', 'group_size'],
  ['Budget', 'budget_range'],
  ['Arrival', "to_char(arrival_date, 'YYYY-MM-DD')"],
  ['Departure', "to_char(departure_date, 'YYYY-MM-DD')"],
  ['Message', 'message'],
  ['First response (UTC)', iso('first_responded_at')],
  ['Minutes to first response', minutesToFirstResponse],
  ['Landing page', 'landing_page'],
  ['Referrer', 'referrer'],
  ['UTM source', 'utm_source'],
  ['UTM medium', 'utm_medium'],
  ['UTM campaign', 'utm_campaign'],
  ['Form', 'form'],
];

/**
 * lib/csv.ts's `csvCell` in SQL, rule for rule: null is empty, a cell that begins with a formula
 * character gets `'`, and one with a quote, comma or line break is quoted with quotes doubled.
 */
function csvCellSql(value: string): string {
  const guarded = `(case when ${value} ~ '^[=+@\\t\\r-]' then '''' || ${value} else ${value} end)`;
  return `coalesce(case when ${value} ~ '[",\\r\\n]' then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end, '')`;
}

/** One CSV line per row, CRLF-terminated, written by PostgreSQL. */
const LINE_SQL = `${COLUMNS.map(([, value]) => csvCellSql(value)).join(` || ',' || `)} || E'\\r\\n'`;
/** Lines per chunk written: a string under V8's large-object size (128 kB), which a batch joined would pass. */
const LINES_PER_CHUNK = 50;

/**
 * Streams the matching enquiries as CSV from a database cursor, the lines formatted by PostgreSQL, so
 * the server holds a batch of strings rather than a batch of records with a cell array each
 * (decision 085). `pipeline` waits whenever the client (or gzip) is
 * slower than the database, and on a client that leaves it stops the cursor, whose connection goes
 * back to the pool. (Waiting for 'drain' by hand leaked a listener per wait: compression adds
 * res.on('drain') listeners to its gzip stream, where res.removeListener cannot reach them.)
 */
export async function streamInquiriesCsv(res: Response, inquiries: InquiriesRepository, filters: InquiryFilters): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.status ?? 'all'}-${day}.csv`;
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  async function* csv() {
    yield CSV_BOM + csvRow(COLUMNS.map(([header]) => header));
    for await (const lines of inquiries.exportCursor(filters, LINE_SQL)) {
      for (let i = 0; i < lines.length; i += LINES_PER_CHUNK) yield lines.slice(i, i + LINES_PER_CHUNK).join('');
    }
  }
  try {
    await pipeline(Readable.from(csv(), { objectMode: false }), res);
  } catch (error) {
    // The client left mid-download: nothing to answer. Anything else is the error handler's.
    if (!res.destroyed) throw error;
  }
}
