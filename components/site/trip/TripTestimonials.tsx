import { balancedGrid } from '#components/ui/balanced-grid.ts';
import type { TestimonialView } from '#database/dto.ts';
import { tripContent as copy } from './trip.content.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-ochre-500">
      <span className="sr-only">{copy.ratingLabel(rating)}</span>
      {Array.from({ length: rating }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** What guests of this kind of trip wrote (testimonials of the trip's package type). */
export function TripTestimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  return (
    <ul className={`grid gap-6 ${balancedGrid(testimonials.length)}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="flex rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
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
  );
}
