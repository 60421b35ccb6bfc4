import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import { Worker } from 'node:worker_threads';
import { BUDGET_RANGES, PACKAGE_INTERESTS, SAFARI_TYPES } from '#database/schemas/inquiry.schema.ts';
import { CSV_BOM, csvRow } from '#lib/csv.ts';
import { FORM_LABELS, groupSizeLabel, SECTION_FORM_PREFIX, STATUS_LABELS } from '#lib/inquiry-labels.ts';
import type { Services } from '../services.ts';
import type { ExportJob, ExportMessage } from './inquiry-export.worker.ts';

/** Whole minutes, rounded as Math.round does, from millisecond-precise times (as the API reads them). */
const minutesToFirstResponse = `(floor(extract(epoch from date_trunc('milliseconds', first_responded_at) - date_trunc('milliseconds', created_at)) / 60 + 0.5))::bigint::text`;

/** A text as an SQL literal; the values here are our own labels and the configured time zone. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A stored code as the label staff read (lib/inquiry-labels.ts); any other code as `otherwise` says, else as itself. */
function labelSql(column: string, labels: Readonly<Record<string, string>>, otherwise = column): string {
  const cases = Object.entries(labels).map(([code, label]) => `when ${literal(code)} then ${literal(label)}`);
  return `(case ${column} ${cases.join(' ')} else ${otherwise} end)`;
}

const optionLabels = (options: readonly { value: string; label: string }[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

/** "2026-03-12 14:05" in the operator's time zone: what a spreadsheet reads as a date and time. */
const localTime = (column: string, timeZone: string) => `to_char(${column} at time zone ${literal(timeZone)}, 'YYYY-MM-DD HH24:MI')`;

/**
 * Every stored field, its status, lead source and first response, in the words staff see in the desk
 * (issue 21: no raw codes) and times in SITE_TIMEZONE, named in the headers. Each a text expression, so
 * PostgreSQL writes the lines (decision 085); the labels come from the same lists the desk reads.
 */
function columns(timeZone: string): [string, string][] {
  const zone = timeZone.replace(/_/g, ' ');
  return [
    ['ID', 'id::text'],
    [`Received (${zone} time)`, localTime('created_at', timeZone)],
    ['Status', labelSql('status', STATUS_LABELS)],
    ['First name', 'first_name'],
    ['Last name', 'last_name'],
    ['Email', 'email'],
    ['Phone', 'phone'],
    ['Package', labelSql('package_type', optionLabels([...PACKAGE_INTERESTS, ...SAFARI_TYPES]))],
    ['Safari type', labelSql('safari_type', optionLabels(SAFARI_TYPES))],
    ['Group size', labelSql('group_size', { 'not given': groupSizeLabel('not given'), '1': groupSizeLabel('1') }, "group_size || ' people'")],
    ['Budget', labelSql('budget_range', optionLabels(BUDGET_RANGES))],
    ['Arrival', "to_char(arrival_date, 'YYYY-MM-DD')"],
    ['Departure', "to_char(departure_date, 'YYYY-MM-DD')"],
    ['Message', 'message'],
    [`First response (${zone} time)`, localTime('first_responded_at', timeZone)],
    ['Minutes to first response', minutesToFirstResponse],
    ['Landing page', 'landing_page'],
    ['Came from', 'referrer'],
    ['Campaign source', 'utm_source'],
    ['Campaign medium', 'utm_medium'],
    ['Campaign', 'utm_campaign'],
    ['Form', labelSql('form', FORM_LABELS, `${literal(SECTION_FORM_PREFIX)} || form`)],
    ['Spam check', "(case when spam_flag is not null then spam_reason end)"],
  ];
}

/**
 * lib/csv.ts's `csvCell` in SQL, rule for rule: null is empty, a cell that begins with a formula
 * character gets `'`, and one with a quote, comma or line break is quoted with quotes doubled.
 */
function csvCellSql(value: string): string {
  const guarded = `(case when ${value} ~ '^[=+@\\t\\r-]' then '''' || ${value} else ${value} end)`;
  return `coalesce(case when ${value} ~ '[",\\r\\n]' then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end, '')`;
}

/** One CSV line per row, CRLF-terminated, written by PostgreSQL. */
const lineSql = (cells: [string, string][]) => `${cells.map(([, value]) => csvCellSql(value)).join(` || ',' || `)} || E'\\r\\n'`;
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
export async function streamInquiriesCsv(res: Response, services: Services, filters: InquiryFilters, timeZone: string): Promise<void> {
  const cells = columns(timeZone);
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.status ?? 'all'}-${day}.csv`;
  const query = services.inquiries.exportQuery(filters, lineSql(cells));
  const connectionString = String(services.em.config.get('clientUrl'));
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.write(CSV_BOM + csvRow(cells.map(([header]) => header)));
  try {
    await pipeline(exportStream({ connectionString, ...query, batchSize: BATCH }), res);
  } catch (error) {
    // The client left mid-download: nothing to answer. Anything else is the error handler's.
    if (!res.destroyed) throw error;
  }
}
