import { ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { Request, Response } from 'express';
import type { InquiryFilters } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { BUDGET_RANGES, PACKAGE_INTERESTS, SAFARI_TYPES } from '#lib/domain/enquiry/inquiry.schema.ts';
import { CSV_BOM, csvRow } from '#lib/csv.server.ts';
import { FORM_LABELS, groupSizeLabel, SECTION_FORM_PREFIX, STATUS_LABELS } from '#lib/inquiry-labels.ts';
import { failureKind, firstLine, outageLog } from '../../outage-log.ts';
import { requestLabel } from '../../request-label.ts';

/** Whole minutes, rounded as Math.round does, from millisecond-precise times (as the API reads them). */
const minutesToFirstResponse = `(floor(extract(epoch from date_trunc('milliseconds', first_responded_at) - date_trunc('milliseconds', created_at)) / 60 + 0.5))::bigint::text`;

/** A text as an SQL literal; the values here are our own labels and the configured time zone. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A stored code as the label staff read (lib/inquiry-labels.ts); any other code as `otherwise` says, else as itself. */
function labelSql(column: string, labels: Readonly<Record<string, string>>, otherwise = column): string {
  const cases = Object.entries(labels).map(([code, label]) => `when ${literal(code)} then ${literal(label)}`);
  return `(case ${column} ${cases.join(' ')} else ${otherwise} end)`;
}

/** The enquiry's trip, by a subquery: the export's query reads `from inquiries` alone. */
const TRIP_NAME = '(select p.name from packages p where p.id = inquiries.package_id)';

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
    // The trip it names, else the interest chosen (issue 29): the desk's words, never an invented one.
    ['Package', `coalesce(${TRIP_NAME}, nullif(${labelSql('package_type', optionLabels([...PACKAGE_INTERESTS, ...SAFARI_TYPES]))}, ''))`],
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
    // Waiting for our answer, whatever the status (decision 133); last, so earlier columns keep their places.
    ['Needs reply', "(case when needs_reply then 'Yes' else 'No' end)"],
    // Issue 29: the trip and the departure chosen, and the reference staff quote (AST-1234).
    ['Trip', TRIP_NAME],
    ['Departure chosen', "to_char(departure_on, 'YYYY-MM-DD')"],
    ['Reference', "'AST-' || reference::text"],
  ];
}

/**
 * lib/csv.server.ts's `csvCell` in SQL, rule for rule: null is empty, a cell that begins with a formula
 * character or holds `;=` or `,=` gets `'`, and one with a quote, comma or line break is quoted with
 * quotes doubled.
 */
function csvCellSql(value: string): string {
  const guarded = `(case when ${value} ~ '^[=+@\\t\\r-]|[;,]=' then '''' || ${value} else ${value} end)`;
  return `coalesce(case when ${value} ~ '[",\\r\\n]' then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end, '')`;
}

/** One CSV line per row, CRLF-terminated, written by PostgreSQL. */
const lineSql = (cells: [string, string][]) => `${cells.map(([, value]) => csvCellSql(value)).join(` || ',' || `)} || E'\\r\\n'`;

/** What the worker (inquiry-export.worker.js) is given. */
export interface ExportJob {
  connectionString: string;
  /** The cursor's query, `$n` placeholders, and their values. */
  text: string;
  values: unknown[];
  batchSize: number;
  /** What comes before the first row: the byte-order mark and the header line. */
  head: string;
  /** Whether to send gzip (one stream, the whole body) rather than the CSV as it is. */
  gzip: boolean;
  /** The slots the bytes pass through, `slotBytes` each. */
  slots: SharedArrayBuffer;
  slotBytes: number;
}

/**
 * What the worker sends: a slot it has filled (the main thread sends the slot's number back once the
 * socket has taken its bytes) with the rows fetched so far; the number of rows at the end; or the error
 * that stopped it, with its code (a refused connection is told from a failed query by it).
 */
export type ExportMessage = { slot: number; length: number; rows: number } | { done: number } | { error: string; code?: string };

/** What an export delivered, for the audit log: its rows (those fetched when it was cut), and whether it ended whole. */
export interface ExportOutcome {
  rows: number;
  complete: boolean;
}

/** Rows per FETCH: a batch's lines (~30 kB) stay a small string, which the worker's next scavenge frees. */
const BATCH = 100;
/** The shared memory between the worker and the socket: four slots of 64 kB. */
const SLOTS = 4;
const SLOT_BYTES = 64 * 1024;
/** ServerResponse's own write, with its callback for when the socket has taken the bytes. */
const writeThrough: (chunk: Uint8Array, written: () => void) => boolean = ServerResponse.prototype.write;
const WORKER = new URL('./inquiry-export.worker.js', import.meta.url);
/**
 * The worker's heap: it holds a batch of lines, so a small young generation is plenty, and V8 cannot grow
 * it the way it grew the main heap's under the export's allocation rate (most of the growth, decision 085).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 };

/**
 * Streams the matching enquiries as CSV (decision 085, decision 130): a worker thread reads them from a
 * database cursor, the lines formatted by PostgreSQL, gzips them when the client takes gzip, and passes
 * the bytes through SLOTS slots of shared memory; each slot goes back to the worker once the socket has
 * taken it, so a slow client holds the worker back and nothing piles up in between. Nothing is
 * answered until the first slot arrives: a database that is down gets the usual 503. A client that
 * leaves ends the worker, and its connection with it. `audit` records the export (decision 137): before
 * the file's last byte, so a file that ends whole is always in the activity log (one whose entry cannot
 * be written is cut instead), and after a cut with the rows fetched by then.
 */
export async function streamInquiriesCsv(
  req: Request,
  res: Response,
  filters: InquiryFilters,
  timeZone: string,
  audit: (outcome: ExportOutcome) => Promise<void>,
): Promise<void> {
  const { services } = req;
  const cells = columns(timeZone);
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.needsReply ? 'needs-reply-' : ''}${filters.status ?? 'all'}-${day}.csv`;
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const slots = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
  const job: ExportJob = {
    connectionString: String(services.em.config.get('clientUrl')),
    ...services.inquiries.exportQuery(filters, lineSql(cells)),
    batchSize: BATCH,
    head: CSV_BOM + csvRow(cells.map(([header]) => header)),
    gzip,
    slots,
    slotBytes: SLOT_BYTES,
  };
  const worker = new Worker(WORKER, { workerData: job, resourceLimits: WORKER_LIMITS });
  let answering = false;
  let over = false;
  const outcome: ExportOutcome = { rows: 0, complete: false };
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      if (over) return;
      over = true;
      void worker.terminate();
      if (!error) answering ? recordCut() : resolve();
      else if (answering) {
        // Part of the file is out: cutting the connection is the only way left to say it is incomplete.
        outageLog.note(`export ${failureKind(error)}`, `${requestLabel(req)}: the download was cut (${firstLine(error)})`);
        res.destroy();
        recordCut();
      } else reject(error);
    };
    const recordCut = () => {
      audit(outcome).then(resolve, (error: unknown) => {
        outageLog.note(`export audit ${failureKind(error)}`, `${requestLabel(req)}: the cut download is not in the activity log (${firstLine(error)})`);
        resolve();
      });
    };
    worker.on('message', (message: ExportMessage) => {
      if ('done' in message) {
        over = true;
        Object.assign(outcome, { rows: message.done, complete: true });
        if (!answering) begin(res, name, gzip);
        audit(outcome).then(
          () => (res.end(), resolve()),
          (error: unknown) => {
            outageLog.note(`export audit ${failureKind(error)}`, `${requestLabel(req)}: the download was cut, its activity log entry could not be written (${firstLine(error)})`);
            res.destroy();
            resolve();
          },
        );
      } else if ('error' in message) {
        finish(Object.assign(new Error(`The export stopped: ${message.error}`), { code: message.code }));
      } else {
        if (!answering) (answering = true), begin(res, name, gzip);
        outcome.rows = message.rows;
        const bytes = Buffer.from(slots, message.slot * SLOT_BYTES, message.length);
        // Past the compression middleware, whose write drops the callback: these bytes are final.
        writeThrough.call(res, bytes, () => {
          if (!over) worker.postMessage(message.slot);
        });
      }
    });
    worker.on('error', finish);
    worker.on('exit', (code) => finish(new Error(`The export worker stopped with code ${code}`)));
    // The client left: the worker goes, and its connection with it.
    res.on('close', () => finish());
  });
}

/** The answer's headers, sent with its first bytes. */
function begin(res: Response, name: string, gzip: boolean): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.vary('Accept-Encoding');
  // no-transform keeps the compression middleware out: the worker has already encoded what it sends.
  res.setHeader('Cache-Control', 'no-store, no-transform');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
}
