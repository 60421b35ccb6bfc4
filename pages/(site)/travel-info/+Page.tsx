import { BookingCta } from '#components/site/activity/BookingCta.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { travelInfoCopy } from './travel-info.copy.ts';

// The panels are text, photos and links: server-only, each kept in the HTML (decision 072).
const panels = import.meta.env.SSR ? await import('./TravelInfoPanels.server.tsx') : undefined;

export default function Page() {
  const content = travelInfoCopy[useLocale()];
  const tabs = content.tabLabels;
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
              { id: 'seasons', label: tabs.seasons, keepInHtml: true, content: <ServerOnly>{panels && <panels.SeasonsPanel />}</ServerOnly> },
              { id: 'airports', label: tabs.airports, keepInHtml: true, content: <ServerOnly>{panels && <panels.AirportsPanel />}</ServerOnly> },
              { id: 'activities', label: tabs.activities, keepInHtml: true, content: <ServerOnly>{panels && <panels.ActivitiesPanel />}</ServerOnly> },
              { id: 'packing', label: tabs.packing, keepInHtml: true, content: <ServerOnly>{panels && <panels.PackingPanel />}</ServerOnly> },
            ]}
          />
        </div>
      </div>
      <BookingCta cta={content.cta} booking={content.booking} />
    </>
  );
}
