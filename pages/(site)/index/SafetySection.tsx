import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import type { TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import { SafetyIcon } from './SafetyIcon.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { homeCopy } from './home.copy.ts';
import { Testimonials } from './Testimonials.tsx';
import { LatestReviews } from '#components/site/reviews/LatestReviews.tsx';
import type { PublicReview } from '#lib/domain/review/review.types.ts';

/** SPEC §2: eight safety features, four certifications, then what travellers say. */
export function SafetySection({ testimonials, reviews }: { testimonials: TestimonialView[]; reviews: PublicReview[] }) {
  const copy = homeCopy[useLocale()].safety;
  return (
    <section id="safety" aria-labelledby="safety-heading" className="bg-bush-900 px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="safety-heading" eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro} inverted />
        <ul className="mt-14 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {copy.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-white/10 bg-white/5 p-4 sm:p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-ochre-500/20 text-ochre-400 sm:h-11 sm:w-11">
                <SafetyIcon name={feature.icon} />
              </span>
              <h3 className="mt-3 font-serif text-lg font-semibold leading-snug text-white sm:mt-4 sm:text-xl">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-sand-200">{feature.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-2xl bg-sand-50 p-5 sm:p-8">
          <h3 className="font-serif text-2xl font-semibold text-bush-900">{copy.certificationsHeading}</h3>
          <ul className="mt-5 grid grid-cols-2 gap-3">
            {copy.certifications.map((certification) => (
              <li key={certification} className="flex items-start gap-2 text-sm text-stone-800 sm:items-center sm:gap-3 sm:text-base">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-ochre-700" fill="none" stroke="currentColor" strokeWidth="2">
                  <circle cx="12" cy="9" r="6" />
                  <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" strokeLinejoin="round" />
                </svg>
                {certification}
              </li>
            ))}
          </ul>
        </div>
        {/* Verified reviews first: travellers wrote them after a booked trip, testimonials are typed in by staff (issue 39, R9). */}
        <LatestReviews reviews={reviews} />
        <Testimonials testimonials={testimonials} />
      </div>
    </section>
  );
}
