// @ts-check
/**
 * The CSV export's reading side, in a worker thread with a small heap of its own (decision 085): a
 * connection of its own, one read-only transaction, a server-side cursor, the lines built by
 * PostgreSQL, gzipped here when the client takes gzip. The bytes go to the main thread through a few
 * fixed slots of shared memory, each handed back once the socket has taken it, so the export's memory
 * is the same at a hundred rows as at a million (decision 130). When the main thread terminates it
 * (the client left), the connection closes and PostgreSQL rolls the transaction back.
 *
 * JavaScript, type-checked through JSDoc: a TypeScript entry would load Node's type stripper into the
 * worker, 17 MB of the thread's 35 MB (decision 130).
 */
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import pg from 'pg';

/** @typedef {import('./inquiry-export.ts').ExportJob} ExportJob */
/** @typedef {import('./inquiry-export.ts').ExportMessage} ExportMessage */

const job = /** @type {ExportJob} */ (workerData);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @param {ExportMessage} message */
const send = (message) => port.postMessage(message);

const memory = new Uint8Array(job.slots);
const slotCount = memory.length / job.slotBytes;
/** Slots the main thread has written out (all of them at first). */
const free = Array.from({ length: slotCount }, (_, slot) => slot);
/** @type {(() => void) | undefined} */
let slotReturned;
port.on('message', (/** @type {number} */ slot) => {
  free.push(slot);
  slotReturned?.();
});
/** The slot being filled, and how far. */
let current = -1;
let filled = 0;

/** Copies bytes into slots, sending each one as it fills; waits for a free slot when all are out. */
async function emit(/** @type {Uint8Array} */ bytes) {
  for (let from = 0; from < bytes.length; ) {
    if (current < 0) {
      while (free.length === 0) await new Promise((resolve) => (slotReturned = () => resolve(undefined)));
      slotReturned = undefined;
      current = /** @type {number} */ (free.shift());
      filled = 0;
    }
    const n = Math.min(job.slotBytes - filled, bytes.length - from);
    memory.set(bytes.subarray(from, from + n), current * job.slotBytes + filled);
    filled += n;
    from += n;
    if (filled === job.slotBytes) flush();
  }
}

/** Sends the slot being filled, full or not. */
function flush() {
  if (current < 0 || filled === 0) return;
  send({ slot: current, length: filled, rows: exported });
  current = -1;
}

/**
 * Text in, bytes out: the text as UTF-8, or whatever gzip has written since the last call (`last` ends
 * the gzip stream, so its trailer comes with the last rows).
 * @returns {(text: string, last: boolean) => Promise<Buffer[]>}
 */
function encoder() {
  if (!job.gzip) return async (text) => [Buffer.from(text)];
  const gzip = createGzip();
  /** @type {Buffer[]} */
  let written = [];
  gzip.on('data', (/** @type {Buffer} */ chunk) => written.push(chunk));
  return async (text, last) => {
    if (last) {
      gzip.end(text);
      await once(gzip, 'end');
    } else {
      await new Promise((resolve, reject) => gzip.write(text, (error) => (error ? reject(error) : resolve(undefined))));
    }
    const chunks = written;
    written = [];
    return chunks;
  };
}

/**
 * The error's code, or the first of an AggregateError's (a refused connection, one error per address tried).
 * @param {unknown} error
 * @returns {string | undefined}
 */
function errorCode(error) {
  const { code, errors } = /** @type {{ code?: unknown, errors?: unknown }} */ (error ?? {});
  if (typeof code === 'string') return code;
  return Array.isArray(errors) ? errorCode(errors[0]) : undefined;
}

/** Rows fetched so far: the audit log's count (decision 137). */
let exported = 0;

const client = new pg.Client({ connectionString: job.connectionString, application_name: 'safari-export' });
// A connection that breaks also fails the query in flight, which reports it; the event alone would end the thread.
client.on('error', () => {});
try {
  const encode = encoder();
  await client.connect();
  await client.query('begin transaction isolation level repeatable read read only');
  await client.query(`declare inquiry_export no scroll cursor for ${job.text}`, job.values);
  for (const chunk of await encode(job.head, false)) await emit(chunk);
  for (let done = false; !done; ) {
    /** @type {{ rows: [string][] }} */
    const { rows } = await client.query({ text: `fetch ${job.batchSize} from inquiry_export`, rowMode: 'array' });
    done = rows.length < job.batchSize;
    exported += rows.length;
    for (const chunk of await encode(rows.map((row) => row[0]).join(''), done)) await emit(chunk);
  }
  await client.query('commit');
  flush();
  send({ done: exported });
} catch (error) {
  send({ error: error instanceof Error ? error.message : String(error), code: errorCode(error) });
} finally {
  await client.end().catch(() => {});
  port.close();
}
