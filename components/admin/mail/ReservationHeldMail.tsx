import { useState } from 'react';
import { reload } from 'vike/client/router';
import { Button } from '#components/ui/Button.tsx';
import { toast } from '#components/ui/notify.ts';
import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { api } from '#lib/api-client.browser.ts';
import { useAction } from '#components/ui/use-action.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { lodgeMailContent as copy } from './lodge-mail.content.ts';

type Event = ReservationView['events'][number];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isAutomatic = (value: unknown): value is keyof typeof copy.automatic => value === 'auto-reply' || value === 'bounce';

/** What a mail's timeline entry keeps (database/repositories/inbound-lodge-mail.repo.ts): the sender's address alone, never a display name. */
function mailOf(event: Event) {
  const d = event.data;
  return {
    eventId: text(d.eventId),
    sender: text(d.mailFrom) || copy.held.unknownSender,
    address: text(d.mailFrom) || null,
    subject: text(d.subject),
    body: text(d.text),
    withheld: d.withheld === true,
    automatic: isAutomatic(d.automatic) ? d.automatic : null,
  };
}

function Words({ mail }: { mail: ReturnType<typeof mailOf> }) {
  if (mail.withheld) return <p className="mt-1 text-sm text-stone-600">{copy.withheld}</p>;
  return (
    <div className="mt-1 text-sm">
      {mail.subject && <p className="font-medium break-words">{mail.subject}</p>}
      <p className="break-words whitespace-pre-line text-stone-700">{mail.body.slice(0, 2000) || copy.noText}</p>
    </div>
  );
}

function HeldMail({ reservationId, event }: { reservationId: string; event: Event }) {
  const mail = mailOf(event);
  const [addAddress, setAddAddress] = useState(false);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useAction();
  const held = { id: reservationId, eventId: mail.eventId };

  const accept = () =>
    run(async () => {
      await api.lodgeMail.acceptHeld(held, { addAddress });
      toast.success(copy.held.accepted);
      await reload();
    }, copy.held.acceptFailed);

  async function discard() {
    const done = await run(() => api.lodgeMail.discardHeld(held), copy.held.discardFailed);
    setAsking(false);
    if (!done) return;
    toast.success(copy.held.discarded);
    await reload();
  }

  return (
    <li className="rounded-lg border border-red-200 bg-red-50/40 p-3">
      <p className="text-sm break-words text-stone-800">{copy.held.intro(mail.sender)}</p>
      {mail.automatic && <p className="mt-1 text-xs font-semibold text-stone-700">{copy.automatic[mail.automatic](mail.sender)}</p>}
      <Words mail={mail} />
      {mail.eventId && (
        <div className="mt-3 space-y-2">
          {mail.address && (
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input type="checkbox" className="mt-1" checked={addAddress} onChange={(e) => setAddAddress(e.target.checked)} />
              <span className="break-words">{copy.held.addAddress(mail.address)}</span>
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void accept()} disabled={busy}>
              {copy.held.accept}
            </Button>
            <Button size="sm" variant="outline" className="text-stone-700" onClick={() => setAsking(true)} disabled={busy}>
              {copy.held.discard}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        question={copy.held.discardQuestion}
        detail={copy.held.discardDetail(mail.sender)}
        confirmLabel={copy.held.discard}
        busy={busy}
        busyLabel={copy.held.discarding}
        onConfirm={() => void discard()}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/**
 * Mail naming a reservation that is not (yet) the supplier's answer (issue 38, decision 171): mail from another
 * sender, held for staff to accept or discard, and the supplier's automatic replies and bounces, labelled. Nothing
 * when there is none.
 */
export function ReservationHeldMail({ reservation }: { reservation: ReservationView }) {
  const held = reservation.events.filter((e) => e.kind === 'mail-held');
  const automatic = reservation.events.filter((e) => e.kind === 'mail-automatic').slice(-3);
  if (held.length === 0 && automatic.length === 0) return null;
  return (
    <section className="mt-2" aria-label={copy.heading}>
      <ul className="space-y-2">
        {held.map((event) => (
          <HeldMail key={text(event.data.eventId) || event.createdAt} reservationId={reservation.id} event={event} />
        ))}
        {automatic.map((event) => {
          const mail = mailOf(event);
          return (
            <li key={mail.eventId || event.createdAt} className="text-sm text-stone-600">
              {mail.automatic ? copy.automatic[mail.automatic](mail.sender) : mail.sender}
              {mail.subject && !mail.withheld ? `: ${mail.subject}` : ''}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
