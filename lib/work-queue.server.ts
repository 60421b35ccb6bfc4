/** Thrown when a queue is full: the caller should answer "busy, retry shortly" rather than wait. */
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number;

  constructor(name: string, retryAfterSeconds = 2) {
    super(`${name} queue is full`);
    this.name = 'QueueFullError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Runs at most `concurrency` jobs at once and keeps at most `maxWaiting` more in line; beyond that
 * a job is refused at once. Used for password hashing, which is CPU-bound: a flood of sign-ins then
 * occupies one core for a bounded time instead of every core without bound. With `restRatio`, a slot
 * rests that many times the job's own duration before it takes the next job (the job's caller is not
 * kept waiting): 1 holds a flood to half of one core. Image decoding uses it too (server/images/image-work.ts),
 * there to bound memory as much as CPU. `retryAfterSeconds` is what a refused caller is told to wait.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly name: string;
  private readonly concurrency: number;
  private readonly maxWaiting: number;
  private readonly restRatio: number;
  private readonly retryAfterSeconds: number | undefined;

  constructor(options: { name: string; concurrency: number; maxWaiting: number; restRatio?: number; retryAfterSeconds?: number }) {
    this.name = options.name;
    this.concurrency = options.concurrency;
    this.maxWaiting = options.maxWaiting;
    this.restRatio = options.restRatio ?? 0;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(this.name, this.retryAfterSeconds);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      const rest = this.restRatio * (performance.now() - started);
      if (rest > 0) setTimeout(() => this.release(), rest).unref();
      else this.release();
    }
  }

  /** Hands the slot straight to the next job in line, so `running` never dips and refills. */
  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
