import { Fragment, type ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { TimedActivityList } from '#components/site/activity/TimedActivityList.tsx';
import { ContactSection } from '#components/site/ContactSection.tsx';
import type { Data } from './+data.ts';
import { BeachList } from './BeachList.tsx';
import type { BandTone } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';
import { DetailClosing } from './DetailClosing.tsx';
import { DetailGallery } from './DetailGallery.tsx';
import { DetailHero } from './DetailHero.tsx';
import { DetailOverview } from './DetailOverview.tsx';
import { TrekkingRoutes } from './TrekkingRoutes.tsx';

/** One template for all seventeen destination detail pages; the record decides which parts show. */
export default function Page() {
  const destination = useData<Data>();
  const { activities, routes, beaches, preparationTips } = destination;

  // The optional bands, in page order; each renders with the tone it is given.
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

  return (
    <>
      <DetailHero {...destination} />
      <DetailOverview {...destination} />
      <DetailGallery photos={destination.gallery} />
      {bands.map((band, index) => (
        // The gallery above is white, so the first band is sand.
        <Fragment key={index}>{band(index % 2 === 0 ? 'sand' : 'white')}</Fragment>
      ))}
      <DetailClosing closing={destination.closing} cta={destination.cta} />
      <ContactSection heading={detailContent.contactHeading(destination.name)} />
    </>
  );
}
