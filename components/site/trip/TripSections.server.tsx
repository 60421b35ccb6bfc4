import { Fragment, type ReactNode } from 'react';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import type { TestimonialView, Trip } from '#lib/domain/catalogue/catalogue.types.ts';
import { RouteMap } from './RouteMap.tsx';
import { tripCopy } from './trip.copy.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { TripDepartures } from './TripDepartures.tsx';
import { TripDestinations, type RelatedDestination } from './TripDestinations.tsx';
import { TripHero } from './TripHero.tsx';
import { TripInclusions } from './TripInclusions.tsx';
import { TripItinerary } from './TripItinerary.tsx';
import { TripOverview } from './TripOverview.tsx';
import { TripSeasons } from './TripSeasons.tsx';
import { TripTestimonials } from './TripTestimonials.tsx';
import { TripReviews } from './TripReviews.tsx';
import { reviewsContent } from '#components/site/reviews/reviews.content.ts';
import type { PublicReviewPage } from '#lib/domain/review/review.types.ts';

type Tone = 'sand' | 'white';

/** The contact section's words on a trip page (read on the server only, like the rest of this module). */
export const tripContactCopy = (name: string, locale: Locale) => ({ heading: tripCopy[locale].contactHeading(name), intro: tripCopy[locale].contactIntro });

export interface TripSectionsProps {
  trip: Trip;
  /** The /packages tab's badge for the trip. */
  badge: string;
  testimonials: TestimonialView[];
  /** Reviews written by travellers who booked the trip (issue 31). */
  reviews: PublicReviewPage;
  destinations: RelatedDestination[];
  /** "YYYY-MM-DD": departures before it are not offered. */
  today: string;
  /** The page's language (English unless given); a German page shows the trip's reviewed German (decision 204). */
  locale?: Locale;
}

/**
 * Everything on a trip page above its enquiry form. None of it has handlers or state: the page renders it
 * on the server only (decision 072), so neither these components, their copy nor the route map's d3 and
 * atlas reach the browser.
 */
export function TripSections({ trip, badge, testimonials, reviews, destinations, today, locale = 'en' }: TripSectionsProps) {
  const copy = tripCopy[locale];
  const bands: ((tone: Tone) => ReactNode)[] = [
    (tone) => (
      <ActivitySection id="itinerary" tone={tone} eyebrow={copy.itineraryEyebrow} title={copy.itineraryTitle}>
        <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          {/* On a phone the map comes first: the whole route at a glance, then the days. */}
          {trip.itinerary.length > 0 && (
            <div className="lg:sticky lg:top-24 lg:order-2">
              <RouteMap name={trip.name} stops={trip.itinerary} />
            </div>
          )}
          <TripItinerary stops={trip.itinerary} />
        </div>
      </ActivitySection>
    ),
    (tone) => (
      <ActivitySection id="prices" tone={tone} eyebrow={copy.seasonsEyebrow} title={copy.seasonsTitle} intro={copy.seasonsIntro}>
        <TripSeasons seasons={trip.seasons} price={trip.price} singleSupplement={trip.singleSupplement} currency={trip.priceCurrency} />
      </ActivitySection>
    ),
  ];
  if (trip.included.length > 0 || trip.excluded.length > 0) {
    bands.push((tone) => (
      <ActivitySection id="included" tone={tone} eyebrow={copy.includedEyebrow} title={copy.includedTitle}>
        <TripInclusions included={trip.included} excluded={trip.excluded} />
      </ActivitySection>
    ));
  }
  bands.push((tone) => (
    <ActivitySection id="departures" tone={tone} eyebrow={copy.departuresEyebrow} title={copy.departuresTitle} intro={trip.departures.length > 0 ? copy.departuresIntro : undefined}>
      <TripDepartures departures={trip.departures} today={today} />
    </ActivitySection>
  ));
  // The reviews' own words around them (average, policy) are English only: the German page leaves them out.
  if (reviews.total > 0 && locale === 'en') {
    bands.push((tone) => (
      <ActivitySection id="reviews" tone={tone} eyebrow={reviewsContent.tripReviews.eyebrow} title={reviewsContent.tripReviews.title}>
        <TripReviews reviews={reviews} slug={trip.slug} />
      </ActivitySection>
    ));
  }
  if (testimonials.length > 0) {
    bands.push((tone) => (
      <ActivitySection id="testimonials" tone={tone} eyebrow={copy.testimonialsEyebrow} title={copy.testimonialsTitle}>
        <TripTestimonials testimonials={testimonials} />
      </ActivitySection>
    ));
  }
  if (destinations.length > 0) {
    bands.push((tone) => (
      <ActivitySection id="destinations" tone={tone} eyebrow={copy.destinationsEyebrow} title={copy.destinationsTitle}>
        <TripDestinations destinations={destinations} />
      </ActivitySection>
    ));
  }
  return (
    <>
      <TripHero name={trip.name} badge={badge} duration={copy.durationLine(trip.itinerary, trip.duration)} imageUrl={trip.imageUrl} fromPrice={trip.fromPrice} priceCurrency={trip.priceCurrency} />
      <TripOverview trip={trip} />
      {bands.map((band, index) => (
        // The overview above is on the page's sand background, so the first band is white.
        <Fragment key={index}>{band(index % 2 === 0 ? 'white' : 'sand')}</Fragment>
      ))}
    </>
  );
}
