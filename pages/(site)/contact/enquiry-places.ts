import type { ActivityPlace } from '#components/site/activity/activity.types.ts';
import { cheetahWalk } from '../cheetah-walk/cheetah-walk.content.ts';
import { jessicaHippo } from '../jessica-hippo/jessica-hippo.content.ts';
import { panoramaRoute } from '../panorama-route/panorama-route.content.ts';

/**
 * The activities whose Book buttons lead here (SPEC: to /contact), by the key their buttons carry
 * (`/contact?about=<key>`). Read by +data.ts only, so the activities' copy stays on the server.
 */
const BOOKED_HERE = [cheetahWalk, jessicaHippo, panoramaRoute];

export function enquiryPlace(key: string): ActivityPlace | null {
  return BOOKED_HERE.find((activity) => activity.booking.about === key)?.place ?? null;
}
