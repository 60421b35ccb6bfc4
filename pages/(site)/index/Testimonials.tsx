import type { TestimonialView } from '#lib/domain/catalogue/catalogue.types.ts';
import { balancedGrid } from '#components/ui/balanced-grid.ts';
import { TestimonialFigure } from '#components/site/TestimonialFigure.tsx';
import { useLocale } from '#components/site/use-locale.ts';
import { homeCopy } from './home.copy.ts';

/** SPEC §2: cards with the star rating, comment, name and country. Hidden when there are none. */
export function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  const copy = homeCopy[useLocale()].testimonials;
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
            <TestimonialFigure testimonial={testimonial} starClassName="text-ochre-400" />
          </li>
        ))}
      </ul>
    </div>
  );
}
