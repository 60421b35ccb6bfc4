import { createHash } from 'node:crypto';
import { ApiHandlers } from '../../api/api-handlers.ts';
import type { NoRatesYet } from '#lib/domain/money/exchange.ts';

/**
 * Rates change once a day, and every visitor gets the same answer: a browser or CDN may keep it an hour and then
 * revalidate against the ETag. Nothing here reads a visitor's header but If-None-Match, so no Vary.
 */
const RATES_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=600';

export function ratesRoutes() {
  const routes = new ApiHandlers();

  routes.on('rates.latest', async (req, res) => {
    const latest = await req.services.exchangeRates.latest();
    if (!latest) {
      // Nothing to keep: the first fetch may land any minute.
      res.setHeader('Cache-Control', 'no-store');
      res.json({ date: null, base: 'EUR', rates: {} } satisfies NoRatesYet);
      return;
    }
    const body = JSON.stringify(latest.rates);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Cache-Control', RATES_CACHE_CONTROL);
    // Express answers 304 itself when If-None-Match names this tag.
    res.setHeader('ETag', etag);
    res.json(latest.rates);
  });

  return routes;
}
