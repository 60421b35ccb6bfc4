import { useData } from 'vike-react/useData';
import { formatDate } from '#lib/format.ts';
import { formatMinor } from '#lib/money.ts';
import { GuestForm } from '#components/site/pack/GuestForm.tsx';
import { PackOffline } from '#components/site/pack/PackOffline.tsx';
import { packContent as copy } from '#components/site/pack/pack.content.ts';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// The map, packing list and entry notes are static: server-only, so d3 and the atlas never reach the phone.
const sections = import.meta.env.SSR ? await import('#components/site/pack/PackSections.server.tsx') : undefined;

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The traveller's pack (issue 30): the final programme, numbers to call, vouchers once released, what is due. */
export default function Page() {
  const { token, pack, stops, countries, travellers, guests, emergencyPhone } = useData<Data>();
  const base = `/trips/${token}`;
  const voucherUrls = pack.vouchersReleased ? pack.vouchers.map((v) => `${base}/vouchers/${v.id}.pdf`) : [];
  const money = (minor: number) => formatMinor(minor, pack.money.currency);
  return (
    <article className="bg-white px-4 py-8 sm:px-6" aria-labelledby="pack-title">
      <div className="mx-auto max-w-3xl space-y-8">
        <header>
          <h1 id="pack-title" className="text-3xl font-semibold">
            {pack.tripName ?? copy.defaultTripName}
          </h1>
          <p className="mt-1 text-stone-600">{copy.booking(pack.reference, formatDate(pack.departureOn), formatDate(pack.returnOn))}</p>
          <p className="mt-3">
            <a className="underline" href={`${base}/trip.ics`}>
              {copy.addToCalendar}
            </a>
          </p>
          <div className="mt-3">
            <PackOffline token={token} voucherUrls={voucherUrls} />
          </div>
        </header>
        <section aria-labelledby="emergency-title" className="rounded-xl bg-red-50 p-4">
          <h2 id="emergency-title" className="text-xl font-semibold">
            {copy.emergency.heading}
          </h2>
          <p className="mt-1 text-lg">{emergencyPhone ? <a href={tel(emergencyPhone)}>{emergencyPhone}</a> : copy.emergency.missing}</p>
        </section>
        {pack.meetingPoint && (
          <section aria-labelledby="meeting-title">
            <h2 id="meeting-title" className="text-xl font-semibold">
              {copy.meeting.heading}
            </h2>
            <p className="mt-1">{copy.meeting.text(formatDate(pack.meetingPoint.date), pack.meetingPoint.title, pack.meetingPoint.place)}</p>
          </section>
        )}
        <section aria-labelledby="itinerary-title">
          <h2 id="itinerary-title" className="text-xl font-semibold">
            {copy.itinerary.heading}
          </h2>
          <ol className="mt-2 space-y-3">
            {pack.days.map((d, i) => (
              <li key={i} className="rounded-lg border border-stone-200 p-3">
                <p className="font-semibold">
                  {formatDate(d.from)}: {d.title}
                </p>
                <p className="text-sm text-stone-600">{d.place}</p>
                {d.lodge && (
                  <p className="text-sm">
                    {d.lodge}
                    {d.phone ? ` · ` : ''}
                    {d.phone && <a href={tel(d.phone)}>{d.phone}</a>}
                    {d.confirmation ? copy.itinerary.confirmation(d.confirmation) : ''}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="vouchers-title">
          <h2 id="vouchers-title" className="text-xl font-semibold">
            {copy.vouchers.heading}
          </h2>
          <ul className="mt-2 space-y-1">
            {pack.vouchers.map((v) => (
              <li key={v.id}>
                {pack.vouchersReleased ? (
                  <a className="underline" href={`${base}/vouchers/${v.id}.pdf`}>
                    {copy.vouchers.link(v.supplier)}
                  </a>
                ) : (
                  <span>{copy.vouchers.waiting(v.supplier)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <ServerOnly>{sections && <sections.PackSections name={pack.tripName ?? copy.defaultTripName} stops={stops} countries={countries} />}</ServerOnly>
        <section aria-labelledby="guests-title">
          <h2 id="guests-title" className="text-xl font-semibold">
            {copy.guests.heading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{copy.guests.intro}</p>
          <div className="mt-3">
            <GuestForm token={token} initial={guests} names={travellers} />
          </div>
        </section>
        <section aria-labelledby="money-title">
          <h2 id="money-title" className="text-xl font-semibold">
            {copy.money.heading}
          </h2>
          <p className="mt-1">
            {copy.money.paid(money(pack.money.paidMinor), money(pack.money.totalMinor))}
            {pack.money.dueMinor > 0 ? copy.money.due(money(pack.money.dueMinor), pack.money.balanceDueOn ? formatDate(pack.money.balanceDueOn) : null) : copy.money.nothingDue}
          </p>
        </section>
      </div>
    </article>
  );
}
