import { useEffect, useRef, type ReactNode } from 'react';
import type { BankDetails } from '#lib/domain/site/company-settings.types.ts';
import type { PublicBookingFacts } from '#lib/domain/sale/proposal.types.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { BankDetailsList } from './BankDetailsList.tsx';
import { depositPartPaid } from './proposal.content.ts';
import { useProposalCopy, useProposalLocale } from './use-proposal-copy.ts';

/** The fragment the page is reloaded at right after accepting: the panel then takes focus. */
export const ACCEPTED_FRAGMENT = 'accepted';

export type AcceptedBookingFacts = Pick<PublicBookingFacts, 'reference' | 'depositAmount' | 'depositDue' | 'currency' | 'status' | 'balance' | 'balanceDueOn' | 'depositReceivedOn' | 'paidInFullOn'>;

/**
 * What the traveller needs once they accepted, as the money stands (issue 29): before the deposit, the reference,
 * the deposit and where to pay it (the company's bank details, read when the page is made: only an accepted
 * proposal's page carries them); once the deposit is in, the day it arrived and the balance left, by when; once
 * paid in full, only that. Someone who has just wired the deposit is never asked for it again.
 */
export function AcceptedPanel({ booking, bank }: { booking: AcceptedBookingFacts; bank: BankDetails | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Reloaded just after accepting (ProposalResponse): the keyboard and screen reader land here.
  useEffect(() => {
    if (window.location.hash === `#${ACCEPTED_FRAGMENT}`) headingRef.current?.focus();
  }, []);
  const proposalContent = useProposalCopy();
  const copy = proposalContent.accepted;
  const locale = useProposalLocale();
  const money = (amount: number) => formatMoney(amount, booking.currency, locale);
  const stage = booking.status === 'paid' ? 'paid' : booking.status === 'confirmed' ? 'deposit-in' : 'deposit-due';
  const heading = stage === 'paid' ? proposalContent.paidInFull.heading : stage === 'deposit-in' ? proposalContent.depositIn.heading : copy.heading;
  return (
    <section id={ACCEPTED_FRAGMENT} aria-labelledby="accepted-heading" className="scroll-mt-4 px-4 py-12 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-bush-900 p-6 text-sand-100 shadow-lg sm:p-8">
        <h2 id="accepted-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold text-white focus:outline-none">
          {heading}
        </h2>
        {stage === 'paid' && <p className="mt-3 text-lg leading-relaxed">{proposalContent.paidInFull.text(booking.paidInFullOn)}</p>}
        {stage === 'deposit-in' && booking.depositReceivedOn && (
          <p className="mt-3 text-lg leading-relaxed">{proposalContent.depositIn.summary(booking.depositReceivedOn, money(booking.balance), booking.balanceDueOn)}</p>
        )}
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Fact label={copy.reference} mono>
            {booking.reference}
          </Fact>
          {/* What is left of it: a traveller who has paid part of the deposit is not asked for all of it again. */}
          {stage === 'deposit-due' && (
            <Fact label={copy.depositLabel(booking)}>
              {money(booking.depositDue)}
              {depositPartPaid(booking) && <span className="mt-1 block text-sm font-normal text-sand-100">{copy.depositOf(money(booking.depositAmount))}</span>}
            </Fact>
          )}
          {stage === 'deposit-in' && (
            <Fact label={proposalContent.depositIn.balanceLabel}>
              {money(booking.balance)}
              <span className="mt-1 block text-sm font-normal text-sand-100">{proposalContent.depositIn.dueBy(booking.balanceDueOn)}</span>
            </Fact>
          )}
        </dl>
        {stage === 'deposit-due' && (
          <>
            <section aria-labelledby="bank-heading" className="mt-6 rounded-xl bg-white/10 p-4">
              <h3 id="bank-heading" className="mb-3 text-lg font-semibold text-white">
                {copy.bankHeading}
              </h3>
              <BankDetailsList bank={bank} reference={booking.reference} tone="dark" />
            </section>
            <Steps heading={copy.nextHeading} steps={copy.steps} />
          </>
        )}
        {stage === 'deposit-in' && (
          <>
            <Steps heading={copy.nextHeading} steps={proposalContent.depositIn.steps} />
            {/* The balance still goes to the same account, but the details no longer lead the page. */}
            <details className="mt-6 rounded-xl bg-white/10 p-4">
              <summary className="cursor-pointer text-lg font-semibold text-white">{proposalContent.depositIn.bankSummary}</summary>
              <div className="mt-3">
                <BankDetailsList bank={bank} reference={booking.reference} tone="dark" />
              </div>
            </details>
          </>
        )}
        <p className="mt-6 text-sm">{stage === 'paid' ? proposalContent.paidInFull.next : copy.questions}</p>
      </div>
    </section>
  );
}

function Fact({ label, mono = false, children }: { label: string; mono?: boolean; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white/10 p-4">
      <dt className="text-sm text-sand-100">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold text-white ${mono ? 'font-mono tracking-wider' : ''}`}>{children}</dd>
    </div>
  );
}

function Steps({ heading, steps }: { heading: string; steps: readonly string[] }) {
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold text-white">{heading}</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
