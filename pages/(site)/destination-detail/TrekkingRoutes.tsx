import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { ActivitySection } from '#components/site/activity/ActivitySection.tsx';
import type { BandTone, DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';

/** Kilimanjaro's routes to the summit, each with its days on the mountain and its difficulty. */
export function TrekkingRoutes({ routes, tone }: { routes: NonNullable<DestinationDetail['routes']>; tone: BandTone }) {
  return (
    <ActivitySection id="routes" tone={tone} eyebrow={detailContent.routesEyebrow} title={routes.heading} intro={routes.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {routes.items.map((route) => (
          <li key={route.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-xl font-semibold">{route.name}</h3>
              <p>
                <span className="sr-only">{detailContent.difficultyLabel}: </span>
                <DifficultyBadge difficulty={route.difficulty} />
              </p>
            </div>
            <p className="mt-2 flex-1 leading-relaxed text-stone-600">{route.description}</p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-ochre-700">
              <ActivityIcon name="clock" className="h-4 w-4" />
              <span>
                <span className="sr-only">{detailContent.durationLabel}: </span>
                {route.duration}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </ActivitySection>
  );
}
