import { useLocale } from '#components/site/use-locale.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { activitiesByRegionIn, destinationsCopy } from './destinations.copy.ts';

/** The Activities tab: one titled group per region. */
export function ActivityGroups() {
  const copy = destinationsCopy[useLocale()];
  return (
    <div className="space-y-14">
      {activitiesByRegionIn(copy.activities).map(({ region, activities }) => {
        const headingId = `activities-${region.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <section key={region} aria-labelledby={headingId}>
            <h3 id={headingId} className="flex items-baseline gap-3 border-b border-sand-200 pb-3 text-2xl font-semibold sm:text-3xl">
              {copy.regionNames[region]}{' '}
              <span className="font-sans text-base font-medium text-stone-600">
                {copy.activity.count(activities.length)}
              </span>
            </h3>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {activities.map((activity) => (
                <ActivityCard key={activity.id} activity={activity} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
