import { reload } from 'vike/client/router';
import type { ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { api } from '#lib/api-client.browser.ts';
import { formatDate } from '#lib/format.ts';
import { arrivalLine, guestNames, roomsInWords } from '#lib/domain/reservation/reservation-drafts.ts';
import { useAction } from '#components/ui/use-action.ts';
import { Button } from '#components/ui/Button.tsx';
import { ReservationStatusForm } from './ReservationStatusForm.tsx';
import { ReservationEditForm } from './ReservationEditForm.tsx';
import { RequestAnotherLodge } from './RequestAnotherLodge.tsx';
import { reservationsContent as copy } from '#components/admin/reservations/reservations.content.ts';
import { ReservationHeldMail } from '#components/admin/mail/ReservationHeldMail.tsx';
import { AskToExtend } from '#components/admin/reservations/AskToExtend.tsx';
import { reservationRequestContent as words } from './reservation-request.content.ts';

const dates = (r: ReservationView) => (r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} – ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : copy.panel.noDates);

/** The lodge's last mail, in its own words and in full (issue 39: "New answer to read" alone told staff nothing). */
function lastEvent(r: ReservationView): string | null {
  const mail = [...r.events].reverse().find((e) => e.kind === 'mail-received');
  return mail ? copy.panel.mailFrom(String(mail.data.from), String(mail.data.text ?? '')) : null;
}

/** What the lodge is asked besides the service: rooms, names lead first, arrival, and the needs given. */
function asked(r: ReservationView): string[] {
  return [
    words.rooms(roomsInWords(r.rooms)),
    words.guests(r.travellerCount, guestNames(r.travellers, r.travellerCount)),
    words.arrival(arrivalLine(r, formatDate)),
    ...(r.diets ? [`${words.diets}: ${r.diets}`] : []),
    ...(r.allergies ? [`${words.allergies}: ${r.allergies}`] : []),
    ...(r.specialRequests ? [`${words.specialRequests}: ${r.specialRequests}`] : []),
  ];
}

const OPEN: ReservationView['status'][] = ['draft', 'requested', 'provisional', 'waitlisted', 'lapsed'];
/** A hold the lodge can be asked to extend (issue 41): one standing, or one that lapsed. */
const HELD: ReservationView['status'][] = ['provisional', 'lapsed'];

/** What follows the status: the supplier's number, the hold's end, a mail that failed. */
function details(r: ReservationView): string {
  const trouble = r.mails.find((m) => m.error)?.error;
  const parts = [r.supplierReference && copy.panel.confirmation(r.supplierReference), r.heldUntil && copy.panel.heldUntil(formatDate(r.heldUntil)), trouble && copy.panel.mailTrouble(trouble)];
  return parts.map((part) => (part ? ` · ${part}` : '')).join('');
}

/** A booking's reservations (issue 30): "3 of 5 confirmed", request them, send each, vouchers of the confirmed ones. */
export function ReservationsPanel({ bookingId, reservations, tally, cancelled }: { bookingId: string; reservations: ReservationView[]; tally: ReservationTally; cancelled: boolean }) {
  const { busy, run } = useAction();
  const act = (work: () => Promise<unknown>, failure: string) => run(work, failure).then((ok) => (ok ? reload() : undefined));
  return (
    <section aria-labelledby="reservations-title" className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reservations-title" className="text-xl font-semibold">
          {copy.panel.heading} <span className="text-base font-normal text-stone-600">({copy.panel.tally(tally.confirmed, tally.total)})</span>
        </h2>
        {!cancelled && (
          <Button size="sm" disabled={busy} onClick={() => act(() => api.reservations.draft({ id: bookingId }, {}), copy.panel.requestFailed)}>
            {copy.panel.request}
          </Button>
        )}
      </div>
      <ul className="mt-3 divide-y divide-stone-200">
        {reservations.map((r) => (
          <li key={r.id} className="py-3" aria-label={copy.panel.item(r.supplier.name)}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">
                  {r.supplier.name} <span className="text-sm text-stone-600">{r.reference}</span>
                </p>
                <p className="text-sm text-stone-600">
                  {r.service} · {dates(r)}
                </p>
                <p className="text-sm">
                  <strong>{copy.status[r.status]}</strong>
                  {r.needsAttention && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{copy.newAnswer}</span>}
                  {details(r)}
                </p>
                <ul className="mt-1 text-sm text-stone-700">
                  {asked(r).map((line) => (
                    <li key={line} className="whitespace-pre-line">
                      {line}
                    </li>
                  ))}
                </ul>
                {r.answerNote && (
                  <blockquote className="mt-2 whitespace-pre-line border-l-4 border-amber-300 pl-3 text-sm text-stone-900">
                    <span className="font-semibold">{words.lodgeNote(r.supplier.name)}:</span> “{r.answerNote}”
                  </blockquote>
                )}
                {r.noReferenceReason && <p className="mt-1 text-sm">{words.noNumber(r.noReferenceReason)}</p>}
                {lastEvent(r) && <p className="mt-1 whitespace-pre-line text-sm text-stone-700">{lastEvent(r)}</p>}
                <ReservationHeldMail reservation={r} />
                {r.replacedBy && <p className="mt-1 text-sm font-semibold">{words.replaced}</p>}
                {r.roomingOutdated && !cancelled && <p className="mt-1 text-sm text-amber-900">{words.roomingOutdated}</p>}
                {OPEN.includes(r.status) && !cancelled && <ReservationEditForm reservation={r} />}
                {r.status !== 'draft' && !cancelled && <ReservationStatusForm reservation={r} />}
                {(r.status === 'declined' || r.status === 'waitlisted' || r.status === 'lapsed') && !r.replacedBy && !cancelled && <RequestAnotherLodge reservation={r} />}
              </div>
              <div className="flex flex-wrap gap-2">
                {(r.status === 'draft' || r.status === 'requested') && !cancelled && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => act(() => api.reservations.send({ id: r.id }), copy.panel.sendFailed)}>
                    {r.status === 'draft' ? copy.panel.send : copy.panel.sendAgain}
                  </Button>
                )}
                {HELD.includes(r.status) && !cancelled && <AskToExtend reservationId={r.id} supplier={r.supplier.name} />}
                {r.roomingOutdated && !cancelled && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => act(() => api.reservations.sendRooming({ id: r.id }), words.sendRoomingFailed)}>
                    {words.sendRooming}
                  </Button>
                )}
                {r.status === 'confirmed' && (
                  <a className="text-sm underline" href={api.reservations.voucher.url({ id: r.id })}>
                    {copy.panel.voucher}
                  </a>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
