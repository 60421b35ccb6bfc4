import { balancedGrid } from '#components/ui/balanced-grid.ts';
import type { TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import { TestimonialFigure } from '../TestimonialFigure.tsx';

/** What guests of this kind of trip wrote (testimonials of the trip's package type). */
export function TripTestimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  return (
    <ul className={`grid gap-6 ${balancedGrid(testimonials.length)}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id} className="flex rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
          <TestimonialFigure testimonial={testimonial} starClassName="text-ochre-500" />
        </li>
      ))}
    </ul>
  );
}
