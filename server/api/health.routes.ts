import type { RequestHandler } from 'express';
import pg from 'pg';
import { databaseHealth, poolState, probePool, type Orm } from '#database/orm.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../middleware/errors.ts';
import { ApiHandlers } from './api-handlers.ts';

export interface HealthSettings {
  /**
   * HEALTH_UNSERVED_SECONDS: liveness fails once no database statement has succeeded for this long
   * while statements failed, if PostgreSQL itself answers a fresh connection (decision 038). 0: never.
   */
  unservedSeconds: number;
}

export const DEFAULT_HEALTH: HealthSettings = { unservedSeconds: 60 };
/** How long a probe waits for a connection: a request arriving now would not wait much longer. */
const PROBE_TIMEOUT_MS = 2000;
/** A fresh connection's answer is reused this long, so a flood of probes opens few connections. */
const DIRECT_ANSWER_TTL_MS = 5000;

/**
 * Probes for the platform, mounted before sessions so a probe costs no session lookup.
 * Readiness (`/api/ready`): can a request arriving now get a connection from this process's pool
 * and use it? Liveness (`/api/health`): would a restart help? During an outage of PostgreSQL it
 * would not, so liveness stays 200; when this process has served nothing from the database for
 * `unservedSeconds` although PostgreSQL answers a fresh connection, the fault is in the process, and
 * liveness answers 503 so the platform restarts it.
 */
export function healthRoutes(orm: Orm, settings: HealthSettings = DEFAULT_HEALTH) {
  const routes = new ApiHandlers();
  const answersDirectly = directProbe(orm.config.get('clientUrl') ?? '');
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  routes.on('health.live', noStore, async (_req, res) => {
    const unservedMs = databaseHealth(orm).unservedForMs();
    if (settings.unservedSeconds === 0 || unservedMs < settings.unservedSeconds * 1000) return void res.json({ ok: true });
    // Perhaps nothing asked lately: one probe of the pool settles it.
    if (await probePool(orm, PROBE_TIMEOUT_MS).then(() => true, () => false)) return void res.json({ ok: true });
    if (!(await answersDirectly())) return void res.json({ ok: true, database: 'down' });
    res.status(503).json({
      ok: false,
      message: `No database request has succeeded for ${Math.round(unservedMs / 1000)} s although the database answers`,
      pool: poolState(orm),
    });
  });

  routes.on('health.ready', noStore, async (_req, res) => {
    try {
      await probePool(orm, PROBE_TIMEOUT_MS);
      res.json({ ok: true, database: 'up', pool: poolState(orm) });
    } catch {
      const pool = poolState(orm);
      const busy = pool.total >= pool.max && pool.idle === 0;
      res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      res.status(503).json({
        message: busy ? 'Every database connection is in use' : 'The database is not reachable',
        database: busy ? 'busy' : 'down',
        pool,
      });
    }
  });
  return routes;
}

/** Whether PostgreSQL answers a connection of its own, outside the pool; remembered briefly. */
function directProbe(url: string) {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    if (last && Date.now() - last.at < DIRECT_ANSWER_TTL_MS) return last.answer;
    const answer = (async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        void client.end().catch(() => {});
      }
    })();
    last = { at: Date.now(), answer };
    return answer;
  };
}
