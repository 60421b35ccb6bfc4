import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { guidesCopy } from './guides.copy.ts';

export function ValueCards() {
  const { values } = guidesCopy[useLocale()];
  return (
    <section aria-labelledby="values-title" className="bg-bush-900 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="values-title" inverted eyebrow={values.eyebrow} title={values.title} />
      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 md:grid-cols-3">
        {values.items.map((value, index) => (
          <li key={value.title} className="rounded-2xl bg-bush-800 p-6 ring-1 ring-white/10 sm:p-8">
            <span aria-hidden="true" className="font-serif text-4xl font-semibold text-ochre-400">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-xl font-semibold text-white">{value.title}</h3>
            <p className="mt-2 text-sand-100">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
