import { useData } from 'vike-react/useData';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { TimedActivityList } from '#components/site/activity/TimedActivityList.tsx';
import { ContactSection } from '#components/site/ContactSection.tsx';
import type { Data } from './+data.ts';
import { BeachList } from './BeachList.tsx';
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
  return (
    <>
      <DetailHero {...destination} />
      <DetailOverview {...destination} />
      <DetailGallery photos={destination.gallery} />
      {routes && <TrekkingRoutes routes={routes} />}
      {beaches && <BeachList beaches={beaches} />}
      {activities && (
        <ActivitySection id="activities" eyebrow={detailContent.activitiesEyebrow} title={activities.heading}>
          <TimedActivityList activities={activities.items} />
        </ActivitySection>
      )}
      {preparationTips && (
        <ActivitySection id="preparation" tone="white" eyebrow={detailContent.tipsEyebrow} title={preparationTips.heading}>
          <div className="mx-auto max-w-3xl">
            <CheckList items={preparationTips.items} />
          </div>
        </ActivitySection>
      )}
      <DetailClosing closing={destination.closing} cta={destination.cta} />
      <ContactSection heading={detailContent.contactHeading(destination.name)} />
    </>
  );
}
