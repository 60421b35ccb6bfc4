import { ButtonLink } from '#components/ui/Button.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { customization, type CustomizationOption } from './faq.content.ts';

const ICONS: Record<CustomizationOption['icon'], string> = {
  calendar: 'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1z',
  group: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1m18 0v-1a4 4 0 00-3-3.87M13 3.13a4 4 0 010 7.75M13.5 7a4 4 0 11-8 0 4 4 0 018 0z',
  bed: 'M3 18v-8m0 4h18m0 4v-5a3 3 0 00-3-3h-7v4M7 11.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14',
  binoculars: 'M6 8l-2 8m14-8l2 8M10 14a3.5 3.5 0 11-7 0 3.5 3.5 0 017 0zm11 0a3.5 3.5 0 11-7 0 3.5 3.5 0 017 0zM10 12h4M8 5h2v3M14 5h2v3',
  heart: 'M12 20s-7-4.35-7-10a4 4 0 017-2.65A4 4 0 0119 10c0 5.65-7 10-7 10z',
};

/** SPEC's six customization cards, and the way to start planning. */
export function CustomizationGrid() {
  return (
    <section aria-labelledby="customization-title" className="bg-sand-100 px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="customization-title" eyebrow={customization.eyebrow} title={customization.title} intro={customization.intro} />
      <ul className="mx-auto mt-12 grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {customization.options.map((option) => (
          <li key={option.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-bush-800 text-ochre-400">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
                <path d={ICONS[option.icon]} />
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold">{option.title}</h3>
            <p className="mt-2 text-stone-600">{option.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href={customization.cta.href} size="lg">
          {customization.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
