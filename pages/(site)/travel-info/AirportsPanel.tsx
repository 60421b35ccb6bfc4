import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { PanelIntro } from './PanelIntro.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { travelPanelsCopy } from './travel-panels.copy.ts';

export function AirportsPanel() {
  const copy = travelPanelsCopy[useLocale()];
  const { title, intro } = copy.tabs.airports;
  return (
    <>
      <PanelIntro title={title} intro={intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {copy.airports.map((airport) => (
          <li key={airport.code} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
            <p aria-hidden="true" className="font-serif text-5xl font-semibold text-ochre-700">
              {airport.code}
            </p>
            <h3 className="mt-3 text-2xl font-semibold">
              {airport.city} <span className="sr-only">({airport.code})</span>
            </h3>
            <p className="text-sm font-medium text-stone-600">{airport.name}</p>
            <p className="mt-4 flex-1 leading-relaxed text-stone-600">{airport.description}</p>
            <div className="mt-6 flex gap-3 rounded-xl bg-bush-800 p-4 text-sand-50">
              <ActivityIcon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-ochre-400" />
              <p>
                <span className="block text-xs font-semibold uppercase tracking-wider text-ochre-400">{copy.transferTimeLabel}</span>
                {airport.transferTime}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
