import type { Feature } from '../../feature.ts';
import { declareRatesJob, ecbRatesUrl, RATES_CRON, RATES_CRON_ZONE, RATES_QUEUE, refreshRates } from './rates-job.ts';
import { ratesRoutes } from './rates.routes.ts';

/** The ECB's daily reference rates (issue 42): fetched and kept by a job, served to the browser's currency menu. */
export const exchangeRates: Feature = {
  name: 'exchange-rates',
  routes: () => [ratesRoutes()],
  jobs: [
    {
      queue: RATES_QUEUE,
      what: `fetches the ECB's reference rates at start-up when a day old, and daily, cron ${RATES_CRON} ${RATES_CRON_ZONE} (decision 197)`,
      declare: declareRatesJob,
      run: async (job, { orm }) => {
        const url = ecbRatesUrl();
        // A run queued before ECB_RATES_URL was turned off has nothing to do.
        return url ? refreshRates(orm, { url, daily: (job.data as { daily?: unknown } | null)?.daily === true }) : { skipped: 'off' };
      },
    },
  ],
};
