import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { UnreadableImageError, type InspectedImage, type ProcessedImage } from './process-image.ts';
import type { DecodeJob, DecodeReply } from './image-worker.ts';

const WORKER = fileURLToPath(new URL('./image-worker.ts', import.meta.url));

/**
 * glibc's malloc keeps what libvips frees: with its default, a large block freed once raises the
 * size below which blocks come from (and stay in) the heap, up to 32 MB, and each thread may get its
 * own arena. Measured in one process, sixteen 40-megapixel decodes two at a time left it 740 MB
 * larger and growing; with a fixed mmap threshold and two arenas it returned to its idle size
 * between images (peak +360 MB). These settings only work from a process's start, hence a child.
 */
const ALLOCATOR_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

interface Pending {
  resolve: (image: ProcessedImage) => void;
  reject: (error: Error) => void;
}

/**
 * Decodes in a child process (server/images/image-worker.ts), started at the first upload and again
 * after it dies: its memory is its own (and set up to be given back), and a decoder crash on a
 * hostile file costs one upload, not the server. The caller bounds how many jobs are sent at once.
 */
export class ImageDecoder {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** The worker's process id while it runs (the soak adds its memory to the server's). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  decode(bytes: Buffer, inspected: InspectedImage): Promise<ProcessedImage> {
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const job: DecodeJob = { id, bytes, inspected };
      child.send(job, (error) => {
        if (error) this.settle(id, (p) => p.reject(new Error(`the image worker did not take the job: ${error.message}`)));
      });
    });
  }

  private start(): ChildProcess {
    const child = fork(WORKER, [], {
      env: { ...process.env, ...ALLOCATOR_SETTINGS },
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: DecodeReply) => {
      this.settle(reply.id, (p) => {
        if ('image' in reply) {
          const variants = reply.image.variants.map((v) => ({ width: v.width, data: Buffer.from(v.data.buffer, v.data.byteOffset, v.data.byteLength) }));
          p.resolve({ ...reply.image, variants });
        } else p.reject(reply.unreadable ? new UnreadableImageError(reply.error) : new Error(reply.error));
      });
    });
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, (p) => p.reject(new Error(`the image worker ${why}`)));
    };
    child.on('exit', (code, signal) => gone(`exited (${signal ?? code}) while decoding`));
    child.on('error', (error) => gone(`failed: ${error.message}`));
    // Neither the worker nor its channel keeps the server running: it exits when the server does.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private settle(id: number, how: (pending: Pending) => void) {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    how(pending);
  }
}
