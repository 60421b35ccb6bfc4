import { useData } from 'vike-react/useData';
import { SupplierAnswerFormOnFirstUse } from './SupplierAnswerFormOnFirstUse.tsx';
import { reservationContent as copy } from './reservation.content.ts';
import { formatDate } from '#lib/format.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { FINAL_STATUSES } from '#lib/domain/reservation/reservation-status.ts';
import { arrivalLine, guestNames, roomsInWords } from '#lib/domain/reservation/reservation-drafts.ts';
import type { Data } from './+data.ts';

/**
 * The supplier's page: what is asked (the names lead first, the rooms, the arrival, diets, allergies and requests,
 * as the mail says them), and the one-step answer (or the answer recorded, or our cancellation). The form alone,
 * with one line naming us: no public site around it.
 */
export default function Page() {
  const { token, reservation: r } = useData<Data>();
  const dates = r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} to ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : '—';
  const optional = (label: string, value: string | null): [string, string][] => (value ? [[label, value]] : []);
  const rows: [string, string][] = [
    [copy.labels.reference, r.reference],
    [copy.labels.service, r.service],
    [copy.labels.dates, dates],
    [copy.labels.rooms, roomsInWords(r.rooms)],
    [copy.labels.guests, `${r.travellerCount}: ${guestNames(r.travellers, r.travellerCount)}`],
    [copy.labels.arrival, arrivalLine(r, formatDate)],
    ...optional(copy.labels.diets, r.diets),
    ...optional(copy.labels.allergies, r.allergies),
    ...optional(copy.labels.specialRequests, r.specialRequests),
    ...optional(copy.labels.note, r.note),
  ];
  return (
    <main id="main" aria-labelledby="reservation-title" className="min-h-screen bg-white px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">{copy.from(BRAND_NAME)}</p>
        <h1 id="reservation-title" className="text-3xl font-semibold">
          {copy.pageTitle(r.reference)}
        </h1>
        <p className="mt-2 text-stone-600">{copy.intro(r.supplierName)}</p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-stone-200 p-4">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8">
          {r.bookingCancelled || r.status === 'cancelled' ? (
            // A cancellation is ours, not the lodge's answer: the guests' trip, or staff this one reservation by hand.
            <div role="status" className="rounded-xl bg-sand-100 p-4">
              <h2 className="text-xl font-semibold">{copy.cancelled}</h2>
              <p className="mt-1">{r.bookingCancelled ? copy.cancelledText : copy.cancelledByUsText}</p>
            </div>
          ) : FINAL_STATUSES.includes(r.status) ? (
            <div role="status" className="rounded-xl bg-sand-100 p-4">
              <h2 className="text-xl font-semibold">
                {copy.answerRecorded}: {copy.status[r.status]}
              </h2>
              {r.supplierReference && (
                <p className="mt-1">
                  {copy.yourReference}: {r.supplierReference}
                </p>
              )}
            </div>
          ) : (
            <>
              {r.status !== 'requested' && (
                <p className="mb-4 rounded-xl bg-sand-100 p-4">
                  {copy.answerRecorded}: {copy.status[r.status]}
                  {r.heldUntil ? ` (${copy.heldUntil.toLowerCase()} ${formatDate(r.heldUntil)})` : ''}
                </p>
              )}
              <SupplierAnswerFormOnFirstUse token={token} />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
