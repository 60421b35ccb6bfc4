import type { PublicBookingFacts, PublicProposalView } from '#lib/domain/sale/proposal.types.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { useProposalCopy, useProposalLocale } from './use-proposal-copy.ts';
import { priceData } from '#components/site/currency/price-data.ts';

/**
 * The page's title block: whose proposal, which trip, when, for whom, how much, and until when it holds
 * (once accepted, its validity no longer matters: the deposit to pay does).
 */
export function ProposalHeader({
  proposal,
  accepted,
  cancelled = false,
  booking = null,
  timeZone,
  preview = false,
}: {
  proposal: PublicProposalView['proposal'];
  accepted: boolean;
  cancelled?: boolean;
  /** Once accepted, the money as it stands (issue 29): the deposit to pay, the balance due, or paid in full. */
  booking?: PublicBookingFacts | null;
  timeZone: string;
  /** Staff's preview of a draft (issue 29): nothing was sent yet. */
  preview?: boolean;
}) {
  const copy = useProposalCopy();
  const locale = useProposalLocale();
  const date = (iso: string) => formatDate(iso, locale);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const facts = [
    proposal.startDate ? { label: copy.starts, value: date(proposal.startDate) } : null,
    { label: copy.partyLabel, value: copy.party(proposal.adults, proposal.children) },
    { label: copy.total, value: money(proposal.total, proposal.currency), price: priceData(proposal.total, proposal.currency) },
    cancelled
      ? { label: copy.cancelled.factLabel, value: copy.cancelled.factValue }
      : booking?.status === 'paid'
      ? { label: copy.paidInFull.factLabel, value: copy.paidInFull.factValue }
      : booking?.status === 'confirmed'
      ? { label: copy.depositIn.factLabel, value: money(booking.balance, booking.currency), price: priceData(booking.balance, booking.currency) }
      : accepted
      ? { label: copy.accepted.depositLabel(booking), value: money(booking ? booking.depositDue : proposal.deposit, proposal.currency), price: priceData(booking ? booking.depositDue : proposal.deposit, proposal.currency) }
      : { label: copy.validUntilLabel, value: date(proposal.validUntil) },
  ].filter((fact) => fact !== null);
  return (
    <section aria-labelledby="proposal-title" className="px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-700">{copy.eyebrow}</p>
        <h1 id="proposal-title" className="mt-2 text-4xl leading-tight font-semibold sm:text-5xl">
          {proposal.tripName ?? copy.pageTitle(null)}
        </h1>
        <p className="mt-3 text-lg text-stone-700">{copy.greeting(proposal.travellerName)}</p>
        <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
              <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{fact.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-bush-900" {...("price" in fact ? fact.price : {})}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        {proposal.heldSeats !== null && proposal.startDate && !accepted && (
          <p className="mt-4 max-w-3xl rounded-2xl bg-bush-50 p-4 font-semibold text-bush-900 ring-1 ring-bush-200">
            {copy.seatsHeld(proposal.heldSeats, date(proposal.startDate), date(proposal.validUntil))}
          </p>
        )}
        {proposal.note && (
          <figure className="mt-8 max-w-3xl rounded-2xl border-l-4 border-ochre-500 bg-white p-5 shadow-sm ring-1 ring-sand-200">
            <figcaption className="text-sm font-semibold text-bush-900">{copy.noteHeading}</figcaption>
            <blockquote className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">{proposal.note}</blockquote>
          </figure>
        )}
        <p className="mt-6 text-sm text-stone-600">
          {copy.version(proposal.version)} · {preview ? copy.notSentSaved : copy.sent} <time dateTime={proposal.sentAt}>{formatDateTime(proposal.sentAt, timeZone, locale)}</time>
        </p>
      </div>
    </section>
  );
}
