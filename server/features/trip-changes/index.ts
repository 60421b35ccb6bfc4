import type { Feature } from '../../feature.ts';
import { adminTripChangeRoutes, packChangeRoutes } from './trip-changes.routes.ts';
import { queueThrough, runTripChanges, scheduleTripChanges, TRIP_CHANGE_CRON, TRIP_CHANGE_QUEUE } from './trip-changes.ts';

/** What changed on a trip after its pack was sent (issue 41): entries, the traveller's mail and "Seen", staff's view. */
export const tripChanges: Feature = {
  name: 'trip-changes',
  routes: ({ mailer }) => [adminTripChangeRoutes(mailer), packChangeRoutes()],
  mails: () => import('./mail-templates.ts').then((m) => m.tripChangeMailTemplates),
  jobs: [
    {
      queue: TRIP_CHANGE_QUEUE,
      what: `tells travellers of reservation changes no operation told at once, cron ${TRIP_CHANGE_CRON} (decision 195)`,
      declare: scheduleTripChanges,
      run: (_job, { orm, mailer }) => runTripChanges(orm, queueThrough(mailer)),
    },
  ],
};
