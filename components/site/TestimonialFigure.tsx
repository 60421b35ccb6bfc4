import type { TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import { testimonialWords } from '#lib/i18n/site-chrome.ts';
import { useLocale } from './use-locale.ts';

/** SPEC §2's testimonial card body: the star rating, the comment, the name and the country. */
export function TestimonialFigure({ testimonial, starClassName }: { testimonial: TestimonialView; starClassName: string }) {
  const copy = testimonialWords[useLocale()];
  return (
    <figure className="flex flex-1 flex-col">
      <p className={`flex gap-0.5 ${starClassName}`}>
        <span className="sr-only">{copy.ratingLabel(testimonial.rating)}</span>
        {Array.from({ length: testimonial.rating }, (_, index) => (
          <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">“{testimonial.comment}”</blockquote>
      <figcaption className="mt-6 border-t border-sand-200 pt-4">
        <span className="block font-semibold text-bush-900">{testimonial.name}</span>
        <span className="text-sm text-stone-600">{testimonial.country}</span>
      </figcaption>
    </figure>
  );
}
