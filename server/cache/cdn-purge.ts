import type { RequestHandler } from 'express';
import type { PgBoss } from 'pg-boss';
import type { Orm } from '#database/orm.ts';
import { tripPath } from '#lib/domain/catalogue/trip.ts';
import { failureKind, firstLine, outageLog } from '../outage-log.ts';
import { PUBLIC_ROUTES } from '../seo/public-routes.ts';
import { removedImagePaths } from '#database/repositories/removed-images.ts';
import { createServices } from '../services.ts';

export const CDN_PURGE_QUEUE = 'cdn-purge';
/** Cloudflare purges at most this many URLs a request (the Free plan's limit; the others allow more). */
const CLOUDFLARE_BATCH = 30;
/** After this long with a change not purged, the Overview says so. */
export const PURGE_LATE_MS = 5 * 60_000;

export interface CdnPurgeSettings {
  /** CDN_PURGE_URL: Cloudflare's `…/zones/<zone>/purge_cache`, or any endpoint that takes the generic JSON. */
  url: string;
  /** CDN_PURGE_TOKEN, sent as `Authorization: Bearer …`. */
  token: string | undefined;
}

/** One HTTP request of a purge: Cloudflare's purge-by-URL shape for its API, a generic JSON webhook otherwise. */
export function purgeRequests(settings: CdnPurgeSettings, urls: string[]): { url: string; body: unknown }[] {
  if (new URL(settings.url).hostname === 'api.cloudflare.com') {
    const batches = [];
    for (let i = 0; i < urls.length; i += CLOUDFLARE_BATCH) batches.push({ url: settings.url, body: { files: urls.slice(i, i + CLOUDFLARE_BATCH) } });
    return batches;
  }
  return [{ url: settings.url, body: { event: 'public-content-changed', urls } }];
}

/**
 * Every public page's URL under `origin`: the fixed pages and each trip's. The public cache drops everything at any
 * change (decision 050: no page's dependencies are tracked), so a purge cannot be narrowed either; it names every
 * page a CDN may hold (only URLs without a query string carry s-maxage, cdn.ts).
 */
async function publicUrls(orm: Orm, origin: string): Promise<string[]> {
  const slugs = await createServices(orm.em.fork()).packages.allSlugs();
  // Images taken out of storage lately (a withheld review's photos, decision 177): cached for a year otherwise.
  const removed = await removedImagePaths(orm.em.fork());
  return [...PUBLIC_ROUTES.map((route) => route.path), ...slugs.map(tripPath), ...removed].map((path) => new URL(path, origin).toString());
}

/**
 * Purges the CDN after content changes, as pg-boss jobs: one waits at a time however many edits come (policy
 * `short`), and a purge endpoint that is down is tried again with backoff for a day. Processes that work the mail
 * queue work these too.
 */
export class CdnPurge {
  private readonly boss: PgBoss;
  private readonly options: { orm: Orm; settings: CdnPurgeSettings; origin: string; retryDelaySeconds?: number };
  private working = false;

  private constructor(boss: PgBoss, options: CdnPurge['options']) {
    this.boss = boss;
    this.options = options;
  }

  /** Declares the queue on the process's one pg-boss (server/jobs, decision 168), whose owner stops it. */
  static async start(boss: PgBoss, options: CdnPurge['options']): Promise<CdnPurge> {
    const queue = { policy: 'short', retryLimit: 100, retryDelay: options.retryDelaySeconds ?? 30, retryBackoff: true, retryDelayMax: 900 } as const;
    if (!(await boss.getQueue(CDN_PURGE_QUEUE))) await boss.createQueue(CDN_PURGE_QUEUE, queue).catch(async (error: unknown) => {
      if (!(await boss.getQueue(CDN_PURGE_QUEUE))) throw error;
    });
    return new CdnPurge(boss, options);
  }

  /** A purge after the change just committed; a purge already waiting covers it. */
  async request(): Promise<void> {
    await this.boss.send(CDN_PURGE_QUEUE, {});
  }

  /** `request`, for a caller that must not fail on it: a queue that cannot take it is an outage line. */
  queue(): void {
    this.request().catch((error: unknown) => outageLog.note(`cdn purge ${failureKind(error)}`, `CDN purge not queued: ${firstLine(error)}`));
  }

  /** Purges from this process from now on; a second call adds no second worker. */
  async startWorking(pollingIntervalSeconds = 2): Promise<void> {
    if (this.working) return;
    await this.boss.work(CDN_PURGE_QUEUE, { pollingIntervalSeconds }, async () => {
      const urls = await publicUrls(this.options.orm, this.options.origin);
      for (const { url, body } of purgeRequests(this.options.settings, urls)) {
        const token = this.options.settings.token;
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) {
          outageLog.note('cdn purge refused', `CDN purge: ${url} answered ${response.status}; trying again`);
          throw new Error(`The CDN purge endpoint answered ${response.status}`);
        }
      }
      return { purged: urls.length };
    });
    this.working = true;
  }

  /**
   * When the oldest change not yet purged was made, if that is more than PURGE_LATE_MS ago (the Overview's note): a
   * purge still waiting or retrying, or one whose retries ran out after the last purge that went through.
   */
  async lateSince(now = Date.now()): Promise<Date | undefined> {
    const jobs = await this.boss.findJobs(CDN_PURGE_QUEUE);
    const time = (date: Date | string | null | undefined) => (date ? new Date(date).getTime() : 0);
    const lastDone = Math.max(0, ...jobs.filter((job) => job.state === 'completed').map((job) => time(job.completedOn)));
    const open = jobs.filter((job) => ['created', 'retry', 'active'].includes(job.state) || (job.state === 'failed' && time(job.createdOn) > lastDone));
    const oldest = Math.min(...open.map((job) => time(job.createdOn)));
    return Number.isFinite(oldest) && now - oldest > PURGE_LATE_MS ? new Date(oldest) : undefined;
  }
}

/** Mounted with the content-change notice on staff writes: a write that succeeded asks for a purge. */
export function requestCdnPurge(purge: CdnPurge | undefined): RequestHandler {
  return (req, res, next) => {
    if (!purge || req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    res.once('finish', () => {
      if (res.statusCode < 400) queuePurge(purge);
    });
    next();
  };
}

/** Queues a purge; a queue that cannot take it is an outage line, never an error for the change that asked. */
export function queuePurge(purge: CdnPurge | undefined): void {
  purge?.queue();
}
