/**
 * During an outage every request, poll and pool fails the same way, thousands of times a minute
 * (issue 16 counted 12,193 lines and 547 stack traces in 10 s). This log writes the first line of
 * each kind, then at most one per interval with the number of repeats it stands for; repeats still
 * unreported when the interval ends are summed up in one closing line.
 */
export class OutageLog {
  private readonly kinds = new Map<string, { lastAt: number; suppressed: number; line: string; timer?: NodeJS.Timeout }>();
  private readonly write: (line: string) => void;
  private readonly intervalMs: number;

  constructor(options: { write?: (line: string) => void; intervalMs?: number } = {}) {
    this.write = options.write ?? ((line) => console.warn(line));
    this.intervalMs = options.intervalMs ?? 10_000;
  }

  /**
   * `kind` groups repeats (e.g. "503 ECONNREFUSED"); `line` is what is written for it, or `first`
   * writes the first of a kind itself (a full error with its stack).
   */
  note(kind: string, line: string, first?: () => void): void {
    const now = Date.now();
    const known = this.kinds.get(kind);
    // A clock set back (now before lastAt) starts the interval again rather than silencing the kind until it catches up.
    if (known && now >= known.lastAt && now - known.lastAt < this.intervalMs) {
      known.suppressed++;
      known.line = line;
      known.timer ??= setTimeout(() => this.flush(kind), known.lastAt + this.intervalMs - now).unref();
      return;
    }
    if (known) clearTimeout(known.timer);
    // Kinds come from error messages; a flood of distinct ones must not grow this without end.
    if (!known && this.kinds.size >= 500) this.kinds.clear();
    if (first && !known?.suppressed) first();
    else this.write(known?.suppressed ? `${line} (and ${known.suppressed} more like it)` : line);
    this.kinds.set(kind, { lastAt: now, suppressed: 0, line });
  }

  private flush(kind: string) {
    const known = this.kinds.get(kind);
    if (!known?.suppressed) return;
    this.write(`${known.line} (${known.suppressed} more like it in the last ${Math.round(this.intervalMs / 1000)} s)`);
    this.kinds.set(kind, { lastAt: Date.now(), suppressed: 0, line: known.line });
  }
}

/** The process's one outage log: the error handler, the mail queue and the session pool write here. */
export const outageLog = new OutageLog();

/** A failure's kind: its code, else its first words (ids and addresses vary between repeats, so they are left out). */
export function failureKind(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  if (typeof e?.code === 'string' && e.code) return e.code;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return message.split('\n')[0]!.replace(/\(.*\)|\d+(\.\d+)*(:\d+)?|[0-9a-f-]{36}/gi, '').trim().slice(0, 80);
}

/** The first line of an error, for a log line. */
export function firstLine(error: unknown): string {
  const e = error as { code?: string; message?: string } | undefined;
  return [e?.code, (e?.message ?? String(error)).split('\n')[0]].filter(Boolean).join(' ');
}
