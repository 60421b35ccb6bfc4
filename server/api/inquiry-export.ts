import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import { Worker } from 'node:worker_threads';
import { CSV_BOM, csvRow } from '#lib/csv.ts';
import type { Services } from '../services.ts';
import type { ExportJob, ExportMessage } from './inquiry-export.worker.ts';

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
/** Rows per FETCH: a batch's lines (~30 kB) stay a small string, which the next scavenge frees. */
const BATCH = 100;
const WORKER = new URL('./inquiry-export.worker.ts', import.meta.url);
/**
 * The worker's heap: it holds a batch of lines, so a small young generation is plenty, and V8 cannot grow
 * it the way it grew the main heap's under the export's allocation rate (most of the growth, decision 085).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 };

/** The worker's batches as a text stream: each read asks for one more batch, so the client's pace sets the worker's. */
function exportStream(job: ExportJob): Readable {
  const worker = new Worker(WORKER, { workerData: job, resourceLimits: WORKER_LIMITS });
  let ended = false;
  const stream = new Readable({
    encoding: 'utf8',
    read() {
      worker.postMessage('more');
    },
    destroy(error, callback) {
      // The client left (or a failure): the worker goes, and its connection with it.
      if (!ended) void worker.terminate();
      callback(error);
    },
  });
  worker.on('message', (message: ExportMessage) => {
    if (message === null) {
      ended = true;
      stream.push(null);
    } else if (typeof message === 'string') stream.push(message, 'utf8');
    else stream.destroy(new Error(`The export stopped: ${message.error}`));
  });
  worker.on('error', (error) => stream.destroy(error));
  worker.on('exit', (code) => {
    if (!ended && code !== 0) stream.destroy(new Error(`The export worker stopped with code ${code}`));
  });
  return stream;
}

/**
 * Streams the matching enquiries as CSV: a worker thread reads them from a database cursor, the lines
 * formatted by PostgreSQL, and hands them over a batch at a time (decision 085). `pipeline` waits
 * whenever the client (or gzip) is slower, and on a client that leaves it ends the worker, whose
 * connection goes with it. (Waiting for 'drain' by hand leaked a listener per wait: compression adds
 * res.on('drain') listeners to its gzip stream, where res.removeListener cannot reach them.)
 */
export async function streamInquiriesCsv(res: Response, services: Services, filters: InquiryFilters): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.status ?? 'all'}-${day}.csv`;
  const query = services.inquiries.exportQuery(filters, LINE_SQL);
  const connectionString = String(services.em.config.get('clientUrl'));
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.write(CSV_BOM + csvRow(COLUMNS.map(([header]) => header)));
  try {
    await pipeline(exportStream({ connectionString, ...query, batchSize: BATCH }), res);
  } catch (error) {
    // The client left mid-download: nothing to answer. Anything else is the error handler's.
    if (!res.destroyed) throw error;
  }
}
