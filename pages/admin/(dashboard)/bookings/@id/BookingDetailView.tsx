import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '#components/ui/Button.tsx';
import { BankDetailsList } from '#components/site/proposal/BankDetailsList.tsx';
import type { BankDetails, CancellationBand } from '#lib/domain/site/company-settings.types.ts';
import type { InquiryEventView } from '#lib/domain/enquiry/enquiry.types.ts';
import type { BookingDetail } from '#lib/domain/sale/proposal.types.ts';
import { formatDate, formatDateTime } from '#lib/format.ts';
import { formatMoney } from '#lib/domain/money/money.ts';
import { DeskPanel } from '#components/admin/inquiries/DeskPanel.tsx';
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
import type { ManifestGuest } from '#lib/domain/sale/proposal.types.ts';
import type { ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { ManifestGuests } from '#components/admin/departures/ManifestGuests.tsx';
import { ReservationsPanel } from './ReservationsPanel.tsx';
import { ReservationSummary } from './ReservationSummary.tsx';
import { PackActions, type PackState } from './PackActions.tsx';
import { TripChangesPanel } from './TripChangesPanel.tsx';
import type { TripChangeView } from '#lib/domain/booking/trip-change.ts';
import { Conversation } from './Conversation.tsx';
import { bookingPageContent } from './booking-page.content.ts';
import { CancelBookingForm } from './CancelBookingForm.tsx';
import { ReviewRequestButton } from './ReviewRequestButton.tsx';
import { CancellationPanel } from './CancellationPanel.tsx';
import { RecordRefundForm } from './RecordRefundForm.tsx';
import { RefundsTable } from './RefundsTable.tsx';
import { ledgerContent } from './ledger.content.ts';

const copy = bookingsContent.detail;
const LINK = 'font-semibold text-ochre-700 underline-offset-2 hover:underline';

/**
 * A titled part of the page: its order is the order of the work after the deposit (issue 39). Not a landmark of its
 * own: the panels inside are the regions, and a second "Reservations" region would only repeat the panel's name.
 */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <div data-part={id} className="mt-10 first:mt-0">
      <h2 id={`part-${id}`} className="mb-3 border-b border-sand-200 pb-1 text-xs font-semibold uppercase tracking-widest text-ochre-700">
        {heading}
      </h2>
      {children}
    </div>
  );
}

export interface BookingPageProps {
  booking: BookingDetail;
  bank: BankDetails | null;
  schedule: CancellationBand[];
  events: InquiryEventView[];
  today: string;
  reservations: ReservationView[];
  reservationTally: ReservationTally;
  guests: ManifestGuest[];
  pack: PackState;
  changes: TripChangeView[];
}

/**
 * One booking, ordered by the next task (issue 39): the money (what is paid, refunded, owed and when, the forms
 * that record it), the reservations with their one-line summary, the pack and the guests, the conversation folded
 * to its last entries, and cancelling last. The enquiry's timeline is no longer repeated above the reservations.
 */
export function BookingDetailView(props: BookingPageProps) {
  const { booking, bank, schedule, events, today, reservations, reservationTally, guests, pack, changes } = props;
  const { site } = usePageContext();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const parts = bookingPageContent.sections;
  const cancelled = booking.status === 'cancelled';
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

      <Part id="money" heading={parts.money}>
        <BookingMoney booking={booking} />
        <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {booking.erased && <p className="rounded-2xl bg-sand-50 p-4 text-sm text-stone-700 ring-1 ring-sand-200">{ledgerContent.erased}</p>}
            <PaymentsTable payments={booking.payments} />
            {booking.refunds.length > 0 && <RefundsTable refunds={booking.refunds} />}
            {booking.cancellation && <CancellationPanel booking={booking} cancellation={booking.cancellation} />}
            {booking.net > 0 && (
              <OwnerOnly route="bookings.recordRefund">
                <RecordRefundForm key={booking.cancellation?.refundOutstanding ?? 0} bookingId={booking.id} currency={booking.currency} today={today} suggested={booking.cancellation?.refundOutstanding ?? 0} />
              </OwnerOnly>
            )}
          </div>
          <div className="min-w-0 space-y-6">
            {/* Recording money received is an owner's (decision 120); staff see the payments, not the form. */}
            <OwnerOnly route="bookings.recordPayment">
              <RecordPaymentForm bookingId={booking.id} reference={booking.reference} currency={booking.currency} today={today} />
            </OwnerOnly>
            <DeskPanel id="booking-bank" heading={copy.bank} intro={copy.bankHint}>
              <div className="mt-3">
                <BankDetailsList bank={bank} reference={booking.reference} />
              </div>
              {bank && booking.inquiryId && !cancelled && booking.balance > 0 && <SendPaymentDetails bookingId={booking.id} email={booking.email} />}
            </DeskPanel>
            <BookingReminders reminders={booking.reminders} cancelled={booking.status === 'cancelled'} />
          </div>
        </div>
      </Part>

      <Part id="reservations" heading={parts.reservations}>
        <div className="space-y-3">
          <ReservationSummary reservations={reservations} tally={reservationTally} />
          <ReservationsPanel bookingId={booking.id} reservations={reservations} tally={reservationTally} cancelled={cancelled} />
        </div>
      </Part>

      <Part id="pack" heading={parts.pack}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <PackActions bookingId={booking.id} email={booking.email} pack={pack} />
            <TripChangesPanel bookingId={booking.id} email={booking.email} packSent={pack.sent} cancelled={booking.status === 'cancelled'} changes={changes} />
            <ManifestGuests bookings={[{ id: booking.id, reference: booking.reference, status: booking.status, guests }]} />
          </div>
          <Travellers booking={booking} />
        </div>
      </Part>

      <Part id="conversation" heading={parts.conversation}>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            {events.length > 0 && <Conversation events={events} />}
            <BookingTimeline booking={booking} />
          </div>
          <div className="min-w-0 space-y-6">
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
            {!cancelled && booking.inquiryId && <ReviewRequestButton bookingId={booking.id} />}
          </div>
        </div>
      </Part>

      {!cancelled && (
        // Cancelling is an owner's (issue 26): staff see the booking, not the form.
        <OwnerOnly route="bookings.cancel">
          <Part id="cancel" heading={parts.cancel}>
            <CancelBookingForm booking={booking} schedule={schedule} today={today} />
          </Part>
        </OwnerOnly>
      )}
    </article>
  );
}

/** Who travels: the lead first, with how to reach them, then the others. */
function Travellers({ booking }: { booking: BookingDetail }) {
  return (
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
  );
}
