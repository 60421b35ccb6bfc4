import type { RefObject } from 'react';
import { formatMoney } from '#lib/money.ts';
import { proposalContent } from './proposal.content.ts';

const copy = proposalContent.accepted;

export interface AcceptedBookingFacts {
  reference: string;
  depositAmount: number;
  currency: string;
}

/**
 * What the traveller needs once they accepted: the reference to quote, the deposit, and the next steps
 * (a bank transfer against the reference; the bank details are in the confirmation mail, not on a page
 * anyone holding the link could read).
 */
export function AcceptedPanel({ booking, headingRef }: { booking: AcceptedBookingFacts; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section aria-labelledby="accepted-heading" className="px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-bush-900 p-6 text-sand-100 shadow-lg sm:p-8">
        <h2 id="accepted-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-white focus:outline-none">
          {copy.heading}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-white/10 p-4">
            <dt className="text-sm text-sand-100">{copy.reference}</dt>
            <dd className="mt-1 font-mono text-2xl font-bold tracking-wider text-white">{booking.reference}</dd>
          </div>
          <div className="rounded-xl bg-white/10 p-4">
            <dt className="text-sm text-sand-100">{copy.deposit}</dt>
            <dd className="mt-1 text-2xl font-bold text-white">{formatMoney(booking.depositAmount, booking.currency)}</dd>
          </div>
        </dl>
        <h3 className="mt-8 text-xl font-semibold text-white">{copy.nextHeading}</h3>
        <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed">
          {copy.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-6 text-sm">{copy.questions}</p>
      </div>
    </section>
  );
}
