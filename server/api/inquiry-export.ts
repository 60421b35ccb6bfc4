import { once } from 'node:events';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Request, Response } from 'express';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import type { InquiryFilters } from '#database/schemas/inquiry-desk.schema.ts';
import { failureKind, firstLine, outageLog } from '../outage-log.ts';
import { requestLabel } from '../request-label.ts';
import { exportSelectSql } from './inquiry-export-columns.ts';

/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
const CSV_BOM = Buffer.from('\uFEFF');

/** What an export delivered, for the audit log: its rows (those sent when it was cut), and whether it ended whole. */
export interface ExportOutcome {
  rows: number;
  complete: boolean;
}

/**
 * Passes COPY's bytes on as they are, the byte-order mark first, and counts the lines that end outside quotes
 * (a message may hold line breaks): the rows a cut download delivered, for the activity log.
 */
class LineCounter extends Transform {
  lines = 0;
  private quoted = false;
  private started = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.started) (this.started = true), this.push(CSV_BOM);
    for (let at = 0; at < chunk.length; ) {
      const quote = chunk.indexOf(0x22, at);
      if (this.quoted) {
        if (quote < 0) break;
        this.quoted = false;
        at = quote + 1;
        continue;
      }
      const newline = chunk.indexOf(0x0a, at);
      if (newline >= 0 && (quote < 0 || newline < quote)) (this.lines++, (at = newline + 1));
      else if (quote >= 0) (this.quoted = true), (at = quote + 1);
      else break;
    }
    done(null, chunk);
  }
}

/**
 * Streams the matching enquiries as CSV (decision 147): PostgreSQL writes the whole file,
 * `COPY (select …) TO STDOUT (FORMAT csv, HEADER)`, on a connection of its own (one statement, so one snapshot,
 * and it passes a transaction-mode pooler), and its bytes are piped to the socket, gzipped on the way when the
 * client takes gzip: a slow client holds PostgreSQL back, and nothing piles up in between. Nothing is answered
 * before the first bytes: a database that is down gets the usual 503. A client that leaves closes the
 * connection, which stops PostgreSQL. `audit` records the export (decision 137): before the file's last byte,
 * so a file that ends whole is always in the activity log (one whose entry cannot be written is cut instead),
 * and after a cut with the rows sent by then.
 */
export async function streamInquiriesCsv(
  req: Request,
  res: Response,
  filters: InquiryFilters,
  timeZone: string,
  audit: (outcome: ExportOutcome) => Promise<void>,
): Promise<void> {
  const { services } = req;
  const day = new Date().toISOString().slice(0, 10);
  const name = `inquiries-${filters.needsReply ? 'needs-reply-' : ''}${filters.status ?? 'all'}-${day}.csv`;
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const client = new pg.Client({ connectionString: String(services.em.config.get('clientUrl')), application_name: 'safari-export' });
  // A connection that breaks also fails the COPY in flight, which reports it; the event alone would end the process.
  client.on('error', () => {});
  const counter = new LineCounter();
  try {
    await client.connect();
    const copy = client.query(copyStreams.to(services.inquiries.exportCopy(filters, exportSelectSql(timeZone))));
    // Its failure is the pipeline's (or `once`'s) to report; the one a closed connection adds later is no news.
    copy.on('error', () => {});
    await once(copy, 'readable');
    begin(res, name, gzip);
    // Not ended by the pipeline: the activity log entry comes before the last byte.
    await pipeline([copy, counter, ...(gzip ? [createGzip()] : []), res], { end: false });
  } catch (error) {
    // Destroyed, not ended: a backend blocked writing to a socket nobody reads would never read a goodbye.
    client.connection.stream.destroy();
    if (!res.headersSent) throw error;
    if (!res.destroyed) {
      // Part of the file is out: cutting the connection is the only way left to say it is incomplete.
      outageLog.note(`export ${failureKind(error)}`, `${requestLabel(req)}: the download was cut (${firstLine(error)})`);
      res.destroy();
    }
    await audit({ rows: Math.max(counter.lines - 1, 0), complete: false }).catch((failure: unknown) =>
      outageLog.note(`export audit ${failureKind(failure)}`, `${requestLabel(req)}: the cut download is not in the activity log (${firstLine(failure)})`),
    );
    return;
  }
  await client.end().catch(() => undefined);
  try {
    await audit({ rows: counter.lines - 1, complete: true });
    res.end();
  } catch (error) {
    outageLog.note(`export audit ${failureKind(error)}`, `${requestLabel(req)}: the download was cut, its activity log entry could not be written (${firstLine(error)})`);
    res.destroy();
  }
}

/** The answer's headers, sent with its first bytes. */
function begin(res: Response, name: string, gzip: boolean): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.vary('Accept-Encoding');
  // no-transform keeps the compression middleware out: what is sent is already encoded.
  res.setHeader('Cache-Control', 'no-store, no-transform');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
}
