/**
 * The CSV export's reading side, in a worker thread with a small heap of its own (decision 085): a
 * connection of its own, one read-only transaction, a server-side cursor, and each batch of lines
 * (built by PostgreSQL) handed to the main thread as one string, one batch per request for more. Leaving
 * (the main thread terminates it) closes the connection, and PostgreSQL rolls the transaction back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface ExportJob {
  connectionString: string;
  /** The cursor's query, `$n` placeholders, and their values. */
  text: string;
  values: unknown[];
  batchSize: number;
}

/** What the worker sends: a batch of CSV lines as one string, `null` at the end, or the error that stopped it. */
export type ExportMessage = string | null | { error: string };

const job = workerData as ExportJob;
const port = parentPort!;
const more = () => new Promise<void>((resolve) => port.once('message', () => resolve()));

const client = new pg.Client({ connectionString: job.connectionString, application_name: 'safari-export' });
// A connection that breaks also fails the query in flight, which reports it; the event alone would end the thread.
client.on('error', () => {});
try {
  await client.connect();
  await client.query('begin transaction isolation level repeatable read read only');
  await client.query(`declare inquiry_export no scroll cursor for ${job.text}`, job.values);
  for (;;) {
    await more();
    const { rows } = await client.query<[string]>({ text: `fetch ${job.batchSize} from inquiry_export`, rowMode: 'array' });
    if (rows.length > 0) {
      port.postMessage(rows.map((row) => row[0]).join('') satisfies ExportMessage);
    }
    if (rows.length < job.batchSize) break;
  }
  await client.query('commit');
  port.postMessage(null satisfies ExportMessage);
} catch (error) {
  port.postMessage({ error: (error as Error).message } satisfies ExportMessage);
} finally {
  await client.end().catch(() => {});
  port.close();
}
