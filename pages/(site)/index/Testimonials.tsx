import type { TestimonialView } from '#database/dto.ts';
import { balancedGrid } from '#components/ui/balanced-grid.ts';
import { testimonialsContent as copy } from './safety.content.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-ochre-400">
      <span className="sr-only">{copy.ratingLabel(rating)}</span>
      {Array.from({ length: rating }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** SPEC §2: cards with the star rating, comment, name and country. Hidden when there are none. */
export function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  if (testimonials.length === 0) return null;
  return (
    <div className="mt-20">
      <h3 className="text-center font-serif text-3xl font-semibold text-white">{copy.heading}</h3>
      {/* Phones: one row that scrolls sideways (snapping card by card), not a screen per card. */}
      <ul
        tabIndex={0}
        aria-label={copy.heading}
        className={`-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-ochre-400 md:mx-0 md:grid md:gap-6 md:overflow-visible md:px-0 md:pb-0 ${balancedGrid(testimonials.length)}`}
      >
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="relative flex w-[85%] shrink-0 snap-center flex-col rounded-2xl bg-white p-6 shadow-lg md:w-auto">
            <figure className="flex flex-1 flex-col">
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">“{testimonial.comment}”</blockquote>
              <figcaption className="mt-6 border-t border-sand-200 pt-4">
                <span className="block font-semibold text-bush-900">{testimonial.name}</span>
                <span className="text-sm text-stone-600">{testimonial.country}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
