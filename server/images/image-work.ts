import { createHash } from 'node:crypto';
import { WorkQueue } from '#lib/work-queue.server.ts';
import { ImageDecoder } from './image-decoder.ts';
import { inspectImage, type ProcessedImage } from './process-image.ts';

/** First 32 hex digits of the original's SHA-256: the name of its variants, and how a repeat is recognised. */
export const imageHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Decoding is the one costly step of an upload (up to ~180 MB and a core for a second or more), so
 * the server decodes at most two images at once, keeps eight more waiting (their bytes are already
 * in memory), and answers any further upload 503 with Retry-After rather than pile up. Module-wide
 * on purpose: the bound is the process's, however many apps it runs; so is its one image worker.
 */
export const IMAGE_QUEUE = { name: 'Image processing', concurrency: 2, maxWaiting: 8, retryAfterSeconds: 5 } as const;
export const imageQueue = new WorkQueue(IMAGE_QUEUE);
export const imageDecoder = new ImageDecoder();

let processedCount = 0;
let waitingCount = 0;
const inFlight = new Map<string, Promise<ProcessedImage>>();

/** How many images this process has decoded: a repeat that is answered from the record leaves it unchanged. */
export const imagesProcessed = () => processedCount;

/** Uploads now waiting for their variants, those sharing another upload's decode included. */
export const uploadsWaiting = () => waitingCount;

/**
 * Checks the header, then decodes in the queue. The same picture uploaded twice at once is decoded
 * once: the second upload waits for the first one's variants.
 */
export async function processUpload(hash: string, bytes: Buffer): Promise<ProcessedImage> {
  const inspected = await inspectImage(bytes);
  let work = inFlight.get(hash);
  if (!work) {
    work = imageQueue.run(async () => {
      processedCount++;
      return imageDecoder.decode(bytes, inspected);
    });
    inFlight.set(hash, work);
    const settled = () => inFlight.delete(hash);
    work.then(settled, settled);
  }
  waitingCount++;
  try {
    return await work;
  } finally {
    waitingCount--;
  }
}
