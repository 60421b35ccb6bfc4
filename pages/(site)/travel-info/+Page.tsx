import { BookingCta } from '#components/site/activity/BookingCta.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { ActivitiesPanel } from './ActivitiesPanel.tsx';
import { AirportsPanel } from './AirportsPanel.tsx';
import { PackingPanel } from './PackingPanel.tsx';
import { SeasonsPanel } from './SeasonsPanel.tsx';
import { travelInfoContent as content } from './travel-info.content.ts';

const { tabs } = content;

export default function Page() {
  return (
    <>
      <section aria-labelledby="travel-info-title" className="bg-sand-100 px-4 pb-12 pt-16 sm:pt-24">
        <SectionHeading id="travel-info-title" level={1} eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      </section>
      <div className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-7xl">
          <Tabs
            label={content.tabsLabel}
            tabs={[
              { id: 'seasons', label: tabs.seasons.label, content: <SeasonsPanel /> },
              { id: 'airports', label: tabs.airports.label, content: <AirportsPanel /> },
              { id: 'activities', label: tabs.activities.label, content: <ActivitiesPanel /> },
              { id: 'packing', label: tabs.packing.label, content: <PackingPanel /> },
            ]}
          />
        </div>
      </div>
      <BookingCta cta={content.cta} booking={content.booking} />
    </>
  );
}
