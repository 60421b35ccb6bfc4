import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '#components/ui/Button.tsx';
import { BankDetailsList } from '#components/site/proposal/BankDetailsList.tsx';
import type { BankDetails, CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
import { Timeline } from '#components/admin/inquiries/Timeline.tsx';
import { inquiryHref, proposalEditorHref } from '#components/admin/proposals/proposal-hrefs.ts';
import { useFocusOnMount } from '#components/admin/use-focus-on-mount.ts';
import { BookingMoney } from './BookingMoney.tsx';
import { BookingReminders } from './BookingReminders.tsx';
import { bookingsContent } from '#components/admin/bookings/bookings.content.ts';
import { BookingStatusBadge } from '../BookingStatusBadge.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { RecordPaymentForm } from './RecordPaymentForm.tsx';
import { SendPaymentDetails } from './SendPaymentDetails.tsx';
import { BookingTimeline } from './BookingTimeline.tsx';
import { CancelBookingForm } from './CancelBookingForm.tsx';
import { ReviewRequestButton } from './ReviewRequestButton.tsx';
import { CancellationPanel } from './CancellationPanel.tsx';
import { RecordRefundForm } from './RecordRefundForm.tsx';
import { RefundsTable } from './RefundsTable.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = bookingsContent.detail;
const LINK = 'font-semibold text-ochre-700 underline-offset-2 hover:underline';

/**
 * One booking: what is paid, refunded and owed, who travels, the proposal it came from, its payments, refunds and
 * own timeline, cancellation by the terms (issue 26), and the enquiry's timeline while the enquiry exists.
 */
export function BookingDetailView(props: { booking: BookingDetail; bank: BankDetails | null; schedule: CancellationBand[]; events: InquiryEventView[]; today: string }) {
  const { booking, bank, schedule, events, today } = props;
  const { site } = usePageContext();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <article aria-labelledby="booking-heading">
      <ButtonLink variant="ghost" size="sm" className="-ml-3 text-bush-800" href="/admin/bookings">
        <span aria-hidden="true">←</span>
        {copy.back}
      </ButtonLink>
      <header className="mt-3 mb-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-ochre-700">{copy.eyebrow}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h2 id="booking-heading" ref={headingRef} tabIndex={-1} className="font-mono text-2xl font-semibold focus:outline-none sm:text-3xl">
            {booking.reference}
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {booking.leadName}
          {booking.departureOn && ` · ${copy.departure} ${formatDate(booking.departureOn)}`}
          {booking.departureId && (
            <>
              {' · '}
              <a className={LINK} href={`/admin/departures/${booking.departureId}`}>
                {copy.manifest}
              </a>
            </>
          )}
        </p>
      </header>
      <BookingMoney booking={booking} />
      {/* On a phone the side column (record a payment, reminders, travellers) comes before the long timeline; on a
          wide screen it stands beside payments and timeline, and the 1fr row keeps the timeline right under payments. */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {booking.erased && <p className="rounded-2xl bg-sand-50 p-4 text-sm text-stone-700 ring-1 ring-sand-200">{ledgerContent.erased}</p>}
          <PaymentsTable payments={booking.payments} />
          {booking.refunds.length > 0 && <RefundsTable refunds={booking.refunds} />}
          <BookingTimeline booking={booking} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          {/* Recording money received is an owner's (decision 120); staff see the payments, not the form. */}
          <OwnerOnly route="bookings.recordPayment">
            <RecordPaymentForm bookingId={booking.id} reference={booking.reference} currency={booking.currency} today={today} />
          </OwnerOnly>
          {booking.cancellation && <CancellationPanel booking={booking} cancellation={booking.cancellation} />}
          {booking.net > 0 && (
            <OwnerOnly route="bookings.recordRefund">
              <RecordRefundForm key={booking.cancellation?.refundOutstanding ?? 0} bookingId={booking.id} currency={booking.currency} today={today} suggested={booking.cancellation?.refundOutstanding ?? 0} />
            </OwnerOnly>
          )}
          <BookingReminders reminders={booking.reminders} />
          {booking.status !== 'cancelled' && booking.inquiryId && <ReviewRequestButton bookingId={booking.id} />}
          <DeskPanel id="booking-bank" heading={copy.bank} intro={copy.bankHint}>
            <div className="mt-3">
              <BankDetailsList bank={bank} reference={booking.reference} />
            </div>
            {bank && booking.inquiryId && booking.status !== 'cancelled' && booking.balance > 0 && <SendPaymentDetails bookingId={booking.id} email={booking.email} />}
          </DeskPanel>
          <DeskPanel id="travellers" heading={copy.travellers}>
            <dl className="mt-3 space-y-3 text-sm">
              <div>
                <dt className="text-stone-600">{copy.lead}</dt>
                <dd className="font-semibold break-words text-bush-900">{booking.leadName}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{copy.phone}</dt>
                <dd>
                  {booking.phone ? (
                    <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className={LINK}>
                      {booking.phone}
                    </a>
                  ) : (
                    '–'
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-stone-600">{copy.email}</dt>
                <dd className="break-all">
                  {booking.email ? (
                    <a href={`mailto:${booking.email}`} className={LINK}>
                      {booking.email}
                    </a>
                  ) : (
                    '–'
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-stone-600">{copy.others}</dt>
                <dd>
                  {booking.travellers.length === 0 ? (
                    copy.alone
                  ) : (
                    <ul className="list-disc pl-5">
                      {booking.travellers.map((name, index) => (
                        <li key={`${index}-${name}`} className="break-words">
                          {name}
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
          </DeskPanel>
          <DeskPanel id="booking-proposal" heading={copy.proposal}>
            <p className="mt-2 text-sm text-stone-700">
              {copy.proposalVersion(booking.proposal.version)} · {formatMoney(booking.proposal.total, booking.proposal.currency)}
              {booking.proposal.sentAt && ` · ${formatDateTime(booking.proposal.sentAt, site.timeZone)}`}
            </p>
            {booking.inquiryId ? (
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a href={proposalEditorHref(booking.inquiryId, booking.proposalId)} className={LINK}>
                  {copy.openProposal}
                </a>
                <a href={inquiryHref(booking.inquiryId)} className={LINK}>
                  {copy.openEnquiry}
                </a>
              </p>
            ) : (
              <p className="mt-3 text-sm text-stone-600">{copy.enquiryErased}</p>
            )}
          </DeskPanel>
        </div>
        {events.length > 0 && (
          <div className="min-w-0 lg:col-span-2">
            <Timeline events={events} />
          </div>
        )}
        {booking.status !== 'cancelled' && (
          <div className="min-w-0 lg:col-span-2">
            {/* Cancelling is an owner's (issue 26): staff see the booking, not the form. */}
            <OwnerOnly route="bookings.cancel">
              <CancelBookingForm booking={booking} schedule={schedule} today={today} />
            </OwnerOnly>
          </div>
        )}
      </div>
    </article>
  );
}
