import { useLocale } from '#components/site/use-locale.ts';
import { guidesCopy } from './guides.copy.ts';

export function TeamIntro() {
  const { teamIntro } = guidesCopy[useLocale()];
  return (
    <section aria-labelledby="team-intro-title" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:items-center">
      <div>
        <h2 id="team-intro-title" className="text-3xl font-semibold sm:text-4xl">
          {teamIntro.title}
        </h2>
        {teamIntro.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg text-stone-700">
            {paragraph}
          </p>
        ))}
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {teamIntro.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-200">
            <dt className="mt-1 text-sm font-medium text-stone-600">{stat.label}</dt>
            <dd className="font-serif text-4xl font-semibold text-ochre-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
