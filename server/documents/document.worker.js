// @ts-check
/**
 * A PDF worker thread of server/documents/draw-document.ts's pool: it draws one document at a time,
 * a kind and its data (document-kinds.ts), and answers its bytes, transferred. JavaScript, checked by
 * tsc through JSDoc: a TypeScript entry would load Node's type stripper into every thread (decision
 * 130). It imports pdfkit, fontkit and the drawings beside it, nothing else of ours.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { drawProposal } from './proposal.drawing.js';
import { drawVoucher } from './voucher.drawing.js';

/** @typedef {import('./document-kinds.ts').DocumentJob} DocumentJob */
/** @typedef {import('./document-kinds.ts').DocumentKinds} DocumentKinds */
/** @typedef {import('../workers/thread-pool.ts').PoolJob<DocumentJob>} Job */
/** @typedef {import('../workers/thread-pool.ts').PoolReply<Uint8Array>} Reply */

// Drawing gives way to the server's own work (pages, sign-ins, health checks): Linux keeps a niceness
// per thread, and this sets this thread's only.
try {
  setPriority(10);
} catch {
  // Not permitted here: draw at normal priority.
}

/** @type {{ [K in keyof DocumentKinds]: (data: DocumentKinds[K]) => Promise<Uint8Array> }} */
const drawings = { proposal: drawProposal, voucher: drawVoucher };

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

port.on('message', async (/** @type {Job} */ { id, job }) => {
  /** @type {Reply} */
  let reply;
  try {
    const draw = /** @type {((data: unknown) => Promise<Uint8Array>) | undefined} */ (drawings[job.kind]);
    if (!draw) throw new Error(`no drawing for documents of kind "${job.kind}"`);
    const result = await draw(job.data);
    port.postMessage(/** @type {Reply} */ ({ id, result }), [/** @type {ArrayBuffer} */ (result.buffer)]);
    return;
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
