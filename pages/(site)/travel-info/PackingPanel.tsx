import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { PanelIntro } from './PanelIntro.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { travelPanelsCopy } from './travel-panels.copy.ts';

export function PackingPanel() {
  const copy = travelPanelsCopy[useLocale()];
  const { title, intro } = copy.tabs.packing;
  return (
    <>
      <PanelIntro title={title} intro={intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {copy.packingCategories.map((category) => (
          <li key={category.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
            <div className="flex items-center gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sand-100 text-ochre-700">
                <ActivityIcon name={category.icon} />
              </span>
              <h3 className="text-2xl font-semibold">{category.title}</h3>
            </div>
            <div className="mt-5">
              <CheckList items={category.items} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 rounded-2xl bg-bush-900 p-6 sm:p-10">
        <h3 className="flex items-center gap-3 text-2xl font-semibold text-white">
          <ActivityIcon name="globe" className="h-7 w-7 text-ochre-400" />
          {copy.byCountryTitle}
        </h3>
        <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {copy.packingByCountry.map((country) => (
            <li key={country.country}>
              <h4 className="font-serif text-xl font-semibold text-ochre-400">{country.country}</h4>
              <div className="mt-4">
                <CheckList items={country.items} inverted />
              </div>
            </li>
          ))}
        </ul>
      </div>
      {/* The same notes the traveller's pack shows for the countries on its route (issue 30). */}
      <section aria-labelledby="entry-health-title" className="mt-10">
        <h3 id="entry-health-title" className="text-2xl font-semibold">
          {copy.entryHealth.title}
        </h3>
        <p className="mt-2 text-stone-600">{copy.entryHealth.intro}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.entryHealth.countries.map((notes) => (
            <li key={notes.country}>
              <h4 className="font-serif text-xl font-semibold">{notes.name ?? notes.country}</h4>
              <div className="mt-3">
                <CheckList items={[...notes.entry, ...notes.health]} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
