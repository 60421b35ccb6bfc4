/**
 * The image worker: a child process of the server (server/images/image-decoder.ts starts it) that
 * decodes uploads and writes their WebP variants. Jobs come and go as IPC messages; it exits when
 * the server does.
 */
import { setPriority } from 'node:os';
import type { InspectedImage } from './process-image.ts';

export interface DecodeJob {
  id: number;
  bytes: Uint8Array;
  inspected: InspectedImage;
}

export type DecodeReply =
  | { id: number; image: { width: number; height: number; variants: { width: number; data: Uint8Array }[] } }
  | { id: number; error: string; unreadable: boolean };

// Decoding gives way to the server's own work (sign-ins hash passwords, pages render): set before
// any thread starts, since Linux keeps a niceness per thread and new threads inherit their creator's.
// sharp is imported only after, so libuv's and libvips' threads are all born at this niceness.
try {
  setPriority(10);
} catch {
  // Not permitted here: decode at normal priority.
}
const imaging = import('./process-image.ts');

const reply = (message: DecodeReply) => process.send?.(message);

// Listening at once: a job sent while sharp still loads waits for it rather than being dropped.
process.on('message', async (job: DecodeJob) => {
  const { processImage, UnreadableImageError } = await imaging;
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  await processImage(bytes, job.inspected).then(
    (image) => reply({ id: job.id, image }),
    (error: unknown) => reply({ id: job.id, error: (error as Error).message, unreadable: error instanceof UnreadableImageError }),
  );
});

// The server is gone (or closed the channel): nothing more will come. Until then a SIGTERM or SIGINT
// sent to the whole group (a platform's shutdown, Ctrl-C) is the server's to act on: the uploads it
// still drains need their variants.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {});
process.on('SIGINT', () => {});
