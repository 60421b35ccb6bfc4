import { useEffect, useRef } from 'react';
import type { BankDetails } from '#database/company-settings.dto.ts';
import { formatMoney } from '#lib/money.ts';
import { BankDetailsList } from './BankDetailsList.tsx';
import { proposalContent } from './proposal.content.ts';

const copy = proposalContent.accepted;

/** The fragment the page is reloaded at right after accepting: the panel then takes focus. */
export const ACCEPTED_FRAGMENT = 'accepted';

export interface AcceptedBookingFacts {
  reference: string;
  depositAmount: number;
  currency: string;
}

/**
 * What the traveller needs once they accepted: the reference to quote, the deposit, where to pay it
 * (the company's bank details, read when the page is made: only an accepted proposal's page carries
 * them) and the next steps.
 */
export function AcceptedPanel({ booking, bank }: { booking: AcceptedBookingFacts; bank: BankDetails | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Reloaded just after accepting (ProposalResponse): the keyboard and screen reader land here.
  useEffect(() => {
    if (window.location.hash === `#${ACCEPTED_FRAGMENT}`) headingRef.current?.focus();
  }, []);
  return (
    <section id={ACCEPTED_FRAGMENT} aria-labelledby="accepted-heading" className="scroll-mt-4 px-4 py-12 sm:px-6">
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
        <section aria-labelledby="bank-heading" className="mt-6 rounded-xl bg-white/10 p-4">
          <h3 id="bank-heading" className="mb-3 text-lg font-semibold text-white">
            {copy.bankHeading}
          </h3>
          <BankDetailsList bank={bank} reference={booking.reference} tone="dark" />
        </section>
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
