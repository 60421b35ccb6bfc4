import { Fragment, type ReactNode } from 'react';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { TimedActivityList } from '#components/site/activity/TimedActivityList.tsx';
import type { PlaceTrip } from '#lib/trip-geo.ts';
import { BeachList } from './BeachList.tsx';
import type { BandTone, DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';
import { DetailClosing } from './DetailClosing.tsx';
import { DetailHero } from './DetailHero.tsx';
import { DetailOverview } from './DetailOverview.tsx';
import { DetailTrips } from './DetailTrips.tsx';
import { TrekkingRoutes } from './TrekkingRoutes.tsx';

/*
 * The parts of a detail page without interactive code: the page renders them on the server only
 * (decision 072), so neither these components nor their copy reach the browser.
 */

/** Above the photographs: the hero, the about text, the facts and highlights. */
export function DetailIntro({ destination }: { destination: DestinationDetail }) {
  return (
    <>
      <DetailHero {...destination} />
      <DetailOverview {...destination} />
    </>
  );
}

/**
 * Below the photographs: the optional bands the record has, in page order, the trips that visit the
 * destination (left out when none does), then the closing invitation.
 */
export function DetailStory({ destination, trips }: { destination: DestinationDetail; trips: PlaceTrip[] }) {
  const { activities, routes, beaches, preparationTips } = destination;
  // Each band renders with the tone it is given.
  const bands: ((tone: BandTone) => ReactNode)[] = [];
  if (routes) bands.push((tone) => <TrekkingRoutes routes={routes} tone={tone} />);
  if (beaches) bands.push((tone) => <BeachList beaches={beaches} tone={tone} />);
  if (activities) {
    bands.push((tone) => (
      <ActivitySection id="activities" tone={tone} eyebrow={detailContent.activitiesEyebrow} title={activities.heading}>
        <TimedActivityList activities={activities.items} />
      </ActivitySection>
    ));
  }
  if (preparationTips) {
    bands.push((tone) => (
      <ActivitySection id="preparation" tone={tone} eyebrow={detailContent.tipsEyebrow} title={preparationTips.heading}>
        <div className="mx-auto max-w-3xl">
          <CheckList items={preparationTips.items} />
        </div>
      </ActivitySection>
    ));
  }
  if (trips.length > 0) bands.push((tone) => <DetailTrips name={destination.name} trips={trips} tone={tone} />);
  return (
    <>
      {bands.map((band, index) => (
        // The gallery above is white, so the first band is sand.
        <Fragment key={index}>{band(index % 2 === 0 ? 'sand' : 'white')}</Fragment>
      ))}
      <DetailClosing closing={destination.closing} cta={destination.cta} />
    </>
  );
}
