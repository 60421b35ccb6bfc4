import type { Localized } from '#lib/domain/site/locale.ts';
import { tripContent } from '#components/site/trip/trip.content.ts';

export interface PackageCardWords {
  inquireLabel: string;
  inquireAriaLabel: (label: string, name: string) => string;
  from: string;
  perPerson: string;
  viewTrip: string;
  durationLabel: string;
  departuresHeading: string;
  featuresLabel: string;
  heldForOthers: string;
  seatsLeft: (seats: number) => string;
  imageAlt: (name: string) => string;
  fallbackPhotoId: string;
}

/** A trip's card, in every language we serve (issue 42). The trip's own name and texts are the operator's. */
export const packageCardWords: Localized<PackageCardWords> = {
  en: {
    inquireLabel: 'Inquire',
    inquireAriaLabel: (label, name) => `${label}: ${name}`,
    from: 'from',
    perPerson: 'per person sharing',
    viewTrip: 'View trip →',
    durationLabel: 'Duration',
    departuresHeading: 'Next departures',
    featuresLabel: 'Highlights',
    heldForOthers: tripContent.heldForOthers,
    seatsLeft: tripContent.seatsLeft,
    imageAlt: (name) => `Scenery of the ${name}`,
    fallbackPhotoId: '1516426122078-c23e76319801',
  },
  de: {
    inquireLabel: 'Anfragen',
    inquireAriaLabel: (label, name) => `${label}: ${name}`,
    from: 'ab',
    perPerson: 'pro Person im Doppelzimmer',
    viewTrip: 'Zur Reise →',
    durationLabel: 'Dauer',
    departuresHeading: 'Nächste Termine',
    featuresLabel: 'Höhepunkte',
    heldForOthers: 'Für andere Reisende reserviert',
    seatsLeft: (seats) => (seats === 0 ? 'Ausgebucht' : seats === 1 ? 'Noch 1 Platz frei' : `Noch ${seats} Plätze frei`),
    imageAlt: (name) => `Landschaft der Reise ${name}`,
    fallbackPhotoId: '1516426122078-c23e76319801',
  },
};

export const packageCardContent = packageCardWords.en;
