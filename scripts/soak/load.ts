/** Outcome of one request: an HTTP status, or how the connection failed. */
export type Outcome = { status: number; id?: string } | { error: string };

export interface LoadOptions {
  base: string;
  concurrency: number;
  /** Stop after this many requests … */
  total?: number;
  /** … or when this returns true (checked before each request). */
  until?: () => boolean;
  body: (n: number) => unknown;
  /** Each answer as it comes, with when its request was sent (ms since the epoch). */
  onOutcome?: (outcome: Outcome, n: number, sentAt: number) => void;
}

/** Posts enquiries with `concurrency` workers; resolves with every outcome. */
export async function postEnquiries(options: LoadOptions): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      if (options.total !== undefined && next >= options.total) return;
      if (options.until?.()) return;
      const n = next++;
      const sentAt = Date.now();
      let outcome: Outcome;
      try {
        const response = await fetch(`${options.base}/api/inquiries`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: options.base },
          body: JSON.stringify(options.body(n)),
        });
        const json = (await response.json().catch(() => undefined)) as { id?: string } | undefined;
        outcome = { status: response.status, id: json?.id };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        outcome = { error: cause?.code ?? cause?.message ?? String(error) };
      }
      outcomes.push(outcome);
      options.onOutcome?.(outcome, n, sentAt);
      // After a refused connection (the server is gone), wait a little rather than spin.
      if ('error' in outcome) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return outcomes;
}

export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = 'error' in o ? o.error : String(o.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function enquiry(tag: string, n: number) {
  return {
    firstName: 'Soak',
    lastName: `Visitor ${n}`,
    email: `visitor${n}@soak.invalid`,
    packageType: 'custom',
    groupSize: '1-2',
    message: `${tag} #${n}`,
  };
}
