import type { Booking, CallToAction } from './activity.types.ts';
import { BookLink } from './BookLink.tsx';

/** The closing invitation of an activity page. */
export function BookingCta({ cta, booking }: { cta: CallToAction; booking: Booking }) {
  return (
    <section aria-labelledby="booking-cta-title" className="bg-gradient-to-br from-bush-900 to-bush-950 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="booking-cta-title" className="text-3xl font-semibold text-white sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-sand-100">{cta.text}</p>
        <BookLink booking={booking} className="mt-8">
          {booking.label}
        </BookLink>
      </div>
    </section>
  );
}
