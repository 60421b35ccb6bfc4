import { reload } from 'vike/client/router';
import type { ReservationTally, ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { api } from '#lib/api-client.browser.ts';
import { formatDate } from '#lib/format.ts';
import { useAction } from '#components/ui/use-action.ts';
import { Button } from '#components/ui/Button.tsx';
import { ReservationStatusForm } from './ReservationStatusForm.tsx';
import { reservationsContent as copy } from '#components/admin/reservations/reservations.content.ts';
import { ReservationHeldMail } from '#components/admin/mail/ReservationHeldMail.tsx';

const dates = (r: ReservationView) => (r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} – ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : copy.panel.noDates);

function lastEvent(r: ReservationView): string | null {
  const mail = [...r.events].reverse().find((e) => e.kind === 'mail-received');
  return mail ? copy.panel.mailFrom(String(mail.data.from), String(mail.data.text).slice(0, 200)) : null;
}

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
                {lastEvent(r) && <p className="mt-1 text-sm text-stone-700">{lastEvent(r)}</p>}
                <ReservationHeldMail reservation={r} />
                {r.status !== 'draft' && !cancelled && <ReservationStatusForm reservation={r} />}
              </div>
              <div className="flex gap-2">
                {(r.status === 'draft' || r.status === 'requested') && !cancelled && (
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => act(() => api.reservations.send({ id: r.id }), copy.panel.sendFailed)}>
                    {r.status === 'draft' ? copy.panel.send : copy.panel.sendAgain}
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
