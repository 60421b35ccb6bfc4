import type { ActivityPlace } from '#components/site/activity/activity.types.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { cheetahWalk } from '../cheetah-walk/cheetah-walk.content.ts';
import { jessicaHippo } from '../jessica-hippo/jessica-hippo.content.ts';
import { panoramaRoute } from '../panorama-route/panorama-route.content.ts';

/**
 * The activities whose Book buttons lead here (SPEC: to /contact), by the key their buttons carry
 * (`/contact?about=<key>`). Read by +data.ts only, so the activities' copy stays on the server.
 */
const BOOKED_HERE = [cheetahWalk, jessicaHippo, panoramaRoute];

/**
 * The activities' names as the German form's message and WhatsApp greeting say them (issue 42), by the same key.
 * Until the activity pages are written in German, only these names are.
 */
const GERMAN_NAMES: Readonly<Record<string, string>> = {
  'cheetah-walk': 'Spaziergang mit Geparden',
  'jessica-hippo': 'Besuch bei Flusspferd Jessica',
  'panorama-route': 'Tour über die Panoramaroute',
};

export function enquiryPlace(key: string, locale: Locale = 'en'): ActivityPlace | null {
  const place = BOOKED_HERE.find((activity) => activity.booking.about === key)?.place;
  if (!place) return null;
  return locale === 'en' ? place : { ...place, name: GERMAN_NAMES[key] ?? place.name };
}
