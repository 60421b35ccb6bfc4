import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { CheckList } from '#components/site/activity/CheckList.tsx';
import { ContactScrollLink } from '../destinations/ContactScrollLink.tsx';
import type { DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

type OverviewProps = Pick<DestinationDetail, 'name' | 'about' | 'facts' | 'highlights' | 'cta'>;

const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200';

/** About text beside the quick facts, the highlights and the button to the contact section. */
export function DetailOverview({ name, about, facts, highlights, cta }: OverviewProps) {
  return (
    <section aria-labelledby="about-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{detailContent.aboutEyebrow}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {detailContent.aboutTitle(name)}
          </h2>
          <div className="mt-6 space-y-5 text-base leading-relaxed text-stone-700 sm:text-lg">
            {about.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="facts-title" className={CARD}>
            <h2 id="facts-title" className="flex items-center gap-2 text-2xl font-semibold">
              <ActivityIcon name="compass" className="h-6 w-6 text-ochre-600" />
              {facts.heading}
            </h2>
            <dl className="mt-4 divide-y divide-sand-200">
              {facts.items.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 py-3">
                  <dt className="shrink-0 text-stone-600">{fact.label}</dt>
                  <dd className="text-right font-semibold text-bush-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="highlights-title" className={CARD}>
            <h2 id="highlights-title" className="flex items-center gap-2 text-2xl font-semibold">
              <ActivityIcon name="star" className="h-6 w-6 text-ochre-600" />
              {detailContent.highlightsTitle}
            </h2>
            <div className="mt-4">
              <CheckList items={highlights} />
            </div>
          </section>
          <div className="rounded-2xl bg-bush-800 p-6 text-sand-50 shadow-sm">
            <p className="font-serif text-xl font-semibold text-white">{detailContent.planTitle}</p>
            <p className="mt-2 text-sand-100">{detailContent.planText}</p>
            <ContactScrollLink size="lg" className="mt-5 w-full">
              {cta}
            </ContactScrollLink>
          </div>
        </div>
      </div>
    </section>
  );
}
