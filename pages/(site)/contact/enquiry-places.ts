import type { ActivityPlace } from '#components/site/activity/activity.types.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { cheetahWalkCopy } from '../cheetah-walk/cheetah-walk.copy.ts';
import { jessicaHippoCopy } from '../jessica-hippo/jessica-hippo.copy.ts';
import { panoramaRouteCopy } from '../panorama-route/panorama-route.copy.ts';

/**
 * The activities whose Book buttons lead here (SPEC: to /contact), by the key their buttons carry
 * (`/contact?about=<key>`), each in every language, so a German form names the activity as its German page does
 * (issue 42). Read by +data.ts only, so the activities' copy stays on the server.
 */
const BOOKED_HERE = [cheetahWalkCopy, jessicaHippoCopy, panoramaRouteCopy];

export function enquiryPlace(key: string, locale: Locale = 'en'): ActivityPlace | null {
  return BOOKED_HERE.find((activity) => activity.en.booking.about === key)?.[locale].place ?? null;
}
