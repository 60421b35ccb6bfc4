import { Worker, type ResourceLimits } from 'node:worker_threads';
import { WorkQueue } from '#lib/work-queue.server.ts';

/** What a pool's worker receives: one job, its number, and the job's own fields. */
export type PoolJob<J> = { id: number; job: J };
/** What it answers: the result (transferred), or the message of the error that stopped the job. */
export type PoolReply<R> = { id: number; result: R } | { id: number; error: string };

export interface ThreadPoolOptions {
  /** Named in errors and in the queue's "busy" answer. */
  name: string;
  /** The worker's entry: a JavaScript file (a TypeScript one loads Node's type stripper into every thread, decision 130). */
  entry: URL;
  /** Threads at most, and so jobs at once. */
  size: number;
  /** Jobs kept in line beyond those; a further one is refused with QueueFullError (a 503 with Retry-After). */
  maxWaiting: number;
  /** A thread with no job for this long ends (its memory is given back); the next job starts one again. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
}

interface Thread {
  worker: Worker;
  job: { id: number; resolve: (result: never) => void; reject: (error: Error) => void } | undefined;
  idle: NodeJS.Timeout | undefined;
}

/**
 * A few worker threads, started on the first job rather than with the server, each doing one job at a
 * time; jobs beyond them wait in a WorkQueue (lib/work-queue.server.ts), as image decoding does. A thread that
 * dies (a crash, its heap limit) fails its one job with an Error and is replaced by the next job.
 */
export class ThreadPool<J, R> {
  private readonly options: ThreadPoolOptions;
  private readonly queue: WorkQueue;
  private readonly threads = new Set<Thread>();
  private nextId = 1;

  constructor(options: ThreadPoolOptions) {
    this.options = options;
    this.queue = new WorkQueue({ name: options.name, concurrency: options.size, maxWaiting: options.maxWaiting, retryAfterSeconds: 2 });
  }

  /** Threads alive now (started and not yet ended). */
  get threadCount(): number {
    return this.threads.size;
  }

  run(job: J): Promise<R> {
    return this.queue.run(() => this.send(job));
  }

  /** Ends every thread (their jobs fail); used by tests and at shutdown. */
  async close(): Promise<void> {
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()));
  }

  private send(job: J): Promise<R> {
    // The queue lets at most `size` jobs through at once, so a thread is free or another may start.
    const thread = [...this.threads].find((t) => !t.job) ?? this.start();
    clearTimeout(thread.idle);
    thread.worker.ref();
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const message: PoolJob<J> = { id, job };
      // Data that cannot be cloned fails this job only; the thread stays free for the next.
      thread.worker.postMessage(message);
      thread.job = { id, resolve: resolve as (result: never) => void, reject };
    });
  }

  private start(): Thread {
    const { entry, resourceLimits, name, idleMs } = this.options;
    const worker = new Worker(entry, { resourceLimits });
    const thread: Thread = { worker, job: undefined, idle: undefined };
    worker.on('message', (reply: PoolReply<R>) => {
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = undefined;
      worker.unref();
      // Out of the set before it ends, so no job is handed to a thread on its way out.
      thread.idle = setTimeout(() => {
        this.threads.delete(thread);
        void worker.terminate();
      }, idleMs).unref();
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.result as never);
    });
    const gone = (why: string) => {
      if (!this.threads.delete(thread)) return;
      clearTimeout(thread.idle);
      thread.job?.reject(new Error(`${name}: the worker ${why}`));
      thread.job = undefined;
    };
    worker.on('error', (error) => gone(`failed (${error.message})`));
    worker.on('exit', (code) => gone(`stopped (exit code ${code})`));
    // Referenced only while it has a job: an idle pool does not keep the process running.
    this.threads.add(thread);
    return thread;
  }
}
