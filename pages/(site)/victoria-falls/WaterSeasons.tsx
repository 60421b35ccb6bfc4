import { activityWords } from '#components/site/activity/activity.words.ts';
import { useLocale } from '#components/site/use-locale.ts';
import type { WaterSeason } from './victoria-falls.content.ts';

/** High and low water side by side, so a visitor can compare the two at a glance. */
export function WaterSeasons({ seasons }: { seasons: WaterSeason[] }) {
  const { highlightsOf } = activityWords[useLocale()];
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {seasons.map((season, index) => (
        <li key={season.name} className={`rounded-2xl p-8 shadow-sm ${index === 0 ? 'bg-bush-800 text-sand-100' : 'bg-white ring-1 ring-sand-200'}`}>
          <p className={`text-sm font-semibold uppercase tracking-widest ${index === 0 ? 'text-ochre-400' : 'text-ochre-700'}`}>{season.months}</p>
          <h3 className={`mt-2 text-3xl font-semibold ${index === 0 ? 'text-white' : ''}`}>{season.name}</h3>
          <p className={`mt-4 leading-relaxed ${index === 0 ? 'text-sand-100' : 'text-stone-600'}`}>{season.description}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={highlightsOf(season.name)}>
            {season.highlights.map((highlight) => (
              <li key={highlight} className={`rounded-full px-3 py-1 text-sm font-medium ${index === 0 ? 'bg-white/10 text-white' : 'bg-sand-100 text-bush-800'}`}>
                {highlight}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
