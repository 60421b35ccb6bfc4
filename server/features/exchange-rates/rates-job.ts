import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { createServices } from '../../services.ts';
import { EcbDocumentError, parseEcbDocument } from './ecb-document.ts';

/**
 * The ECB's reference rates as a pg-boss job (issue 42, decision 197). The ECB publishes around 16:00 Frankfurt
 * time on its working days, so one run a day at 16:35 there, plus one at start-up when no good document was read
 * for a day. A fetch that fails (network, HTTP status, a document that does not parse) logs one line and throws,
 * so pg-boss tries again with backoff; the rates stored stay as they were until a good document arrives.
 */
export const RATES_QUEUE = 'exchange-rates';
export const RATES_CRON = '35 16 * * *';
/** Frankfurt's zone, which IANA names after Berlin. */
export const RATES_CRON_ZONE = 'Europe/Berlin';
export const DEFAULT_ECB_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const FETCH_TIMEOUT_MS = 30_000;
const DAY_MS = 86_400_000;

/**
 * ECB_RATES_URL, or the ECB's own address; `off` fetches nothing (a machine without the internet, the test suite).
 * Anything but an http(s) URL stops start-up (declare runs at start).
 */
export function ecbRatesUrl(source: NodeJS.ProcessEnv = process.env): string | null {
  const value = source.ECB_RATES_URL?.trim() || DEFAULT_ECB_RATES_URL;
  if (value === 'off') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ECB_RATES_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`ECB_RATES_URL must be an http(s) URL: ${value}`);
  return url.href;
}

export async function declareRatesJob(boss: PgBoss): Promise<void> {
  const url = ecbRatesUrl();
  // Exclusive: one run queued or running at a time, however many processes start or how late a retry runs.
  const queue = { policy: 'exclusive', retryLimit: 8, retryDelay: 120, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 5 * 60 } as const;
  // Another process may create it at the same moment; either way it exists afterwards.
  if (!(await boss.getQueue(RATES_QUEUE))) await boss.createQueue(RATES_QUEUE, queue).catch(async (error: unknown) => {
    if (!(await boss.getQueue(RATES_QUEUE))) throw error;
  });
  // Off, the queue still exists (every process works it) but nothing is planned on it.
  if (!url) return;
  await boss.schedule(RATES_QUEUE, RATES_CRON, { daily: true }, { tz: RATES_CRON_ZONE });
  await boss.send(RATES_QUEUE, { daily: false });
}

export type RatesRun = { skipped: 'fresh' } | { date: string; stored: boolean };

/**
 * One run: fetch, parse, keep. Not daily (start-up's run), it does nothing when a good document was read less than
 * a day ago. Throws on any failure, after logging it in one line, for pg-boss's retry.
 */
export async function refreshRates(orm: Orm, options: { url: string; daily: boolean; now?: Date }): Promise<RatesRun> {
  const now = options.now ?? new Date();
  const repo = () => createServices(orm.em.fork()).exchangeRates;
  if (!options.daily) {
    const checked = await repo().lastChecked();
    if (checked && now.getTime() - checked.getTime() < DAY_MS) return { skipped: 'fresh' };
  }
  try {
    // No transaction is open across the download: the row is written after it, in a statement of its own.
    const response = await fetch(options.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rates = parseEcbDocument(await response.text());
    const stored = await repo().store(rates, now);
    return { date: rates.date, stored };
  } catch (error) {
    const why = error instanceof EcbDocumentError ? `the document does not parse: ${error.message}; the last good rates stay` : (error as Error).message;
    console.error(`ECB rates: fetching ${options.url} failed (${why}); trying again later`);
    throw error;
  }
}
