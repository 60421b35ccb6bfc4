import { Photo } from '#components/ui/Photo.tsx';
import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { PanelIntro } from './PanelIntro.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { travelPanelsCopy } from './travel-panels.copy.ts';

export function ActivitiesPanel() {
  const copy = travelPanelsCopy[useLocale()];
  const siteLink = useSiteLink();
  const { title, intro } = copy.tabs.activities;
  return (
    <>
      <PanelIntro title={title} intro={intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.activities.map((activity) => (
          <li
            key={activity.id}
            className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ${activity.featured ? 'ring-2 ring-ochre-500' : 'ring-1 ring-sand-200'}`}
          >
            <div className="relative">
              <Photo src={stockPhoto(activity.image.id, 600)} alt={activity.image.alt} width={600} height={380} />
              {activity.featured && (
                <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-ochre-700 px-3 py-1 text-xs font-semibold text-white shadow">
                  <ActivityIcon name="star" className="h-3.5 w-3.5" />
                  {copy.featuredLabel}
                </span>
              )}
            </div>
            <div className="flex flex-1 flex-col p-6">
              <p className="text-sm font-semibold text-ochre-700">{activity.region}</p>
              <h3 className="mt-1 text-xl font-semibold">{activity.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-stone-600">{activity.description}</p>
              <p className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-bush-800">
                <ActivityIcon name="clock" className="h-4 w-4" />
                <span>
                  <span className="sr-only">{copy.durationLabel}</span>
                  {activity.duration}
                </span>
              </p>
              {activity.href && (
                <a
                  {...siteLink(activity.href)}
                  className="mt-3 self-start text-sm font-semibold text-ochre-700 underline underline-offset-4 hover:text-ochre-600 focus-visible:outline-2 focus-visible:outline-ochre-600"
                >
                  {copy.discover}
                  <span className="sr-only">{copy.about(activity.name)}</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
