import { Router } from 'express';
import type { Orm } from '#database/orm.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../middleware/errors.ts';

/**
 * Probes for the platform. Liveness (`/api/health`) asks only whether the process answers, so a
 * database outage never gets healthy processes restarted; readiness (`/api/ready`) asks whether
 * this process can serve data now. Mounted before sessions, so a probe costs no session lookup.
 */
export function healthRoutes(orm: Orm) {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  router.get('/ready', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.json({ ok: true, database: 'up' });
    } catch {
      res.setHeader('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      res.status(503).json({ message: 'The database is not reachable', database: 'down' });
    }
  });
  return router;
}
