import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { PanelIntro } from './PanelIntro.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { travelPanelsCopy } from './travel-panels.copy.ts';

export function SeasonsPanel() {
  const copy = travelPanelsCopy[useLocale()];
  const { title, intro } = copy.tabs.seasons;
  return (
    <>
      <PanelIntro title={title} intro={intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {copy.seasons.map((season) => (
          <li key={season.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
            <div className="flex items-center gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sand-100 text-ochre-700">
                <ActivityIcon name={season.icon} />
              </span>
              <div>
                <h3 className="text-2xl font-semibold">{season.name}</h3>
                <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{season.months}</p>
              </div>
            </div>
            <p className="mt-4 text-sm font-medium text-bush-800">{season.climate}</p>
            <p className="mt-3 leading-relaxed text-stone-600">{season.summary}</p>
            <div className="mt-5">
              <CheckList items={season.highlights} />
            </div>
            <p className="mt-6 rounded-xl bg-sand-50 p-4 text-sm text-stone-700">
              <strong className="font-semibold text-bush-900">{copy.tipLabel}</strong>
              {season.tip}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
