import { ThreadPool } from '../workers/thread-pool.ts';
import type { DocumentJob, DocumentKind, DocumentKinds } from './document-kinds.ts';

/**
 * PDFs are drawn in at most two worker threads (issue 27): drawing one takes ~100 ms of a core, and
 * twenty drawn on the main thread held every request back for 2 s. The threads start with the first
 * PDF (nothing at the server's start), end after a minute unused, and one that dies is replaced by the
 * next PDF. Jobs are a few kB of words, so a hundred may wait; beyond that a send is told to retry.
 * Module-wide on purpose, like the image queue: the bound is the process's.
 */
const pool = new ThreadPool<DocumentJob, Uint8Array>({
  name: 'PDF drawing',
  entry: new URL('./document.worker.js', import.meta.url),
  size: 2,
  maxWaiting: 100,
  idleMs: 60_000,
  // A proposal of hundreds of lines stays well under this; a runaway document ends its thread, not the server.
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
});

/** Draws a document of the given kind in a PDF worker; rejects with an Error when it cannot be made. */
export async function drawDocument<K extends DocumentKind>(kind: K, data: DocumentKinds[K]): Promise<Buffer> {
  const pdf = await pool.run({ kind, data } as DocumentJob);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** PDF worker threads alive now (at most two). */
export const documentThreads = () => pool.threadCount;
