import { useData } from 'vike-react/useData';
import { formatDate } from '#lib/format.ts';
import { formatMinor } from '#lib/money.ts';
import { GuestForm } from '#components/site/pack/GuestForm.tsx';
import { PackOffline } from '#components/site/pack/PackOffline.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// The map, packing list and entry notes are static: server-only, so d3 and the atlas never reach the phone.
const sections = import.meta.env.SSR ? await import('#components/site/pack/PackSections.server.tsx') : undefined;

/** The traveller's pack (issue 30): the final programme, numbers to call, vouchers once released, what is due. */
export default function Page() {
  const { token, pack, stops, countries, travellers, guests, emergencyPhone } = useData<Data>();
  const base = `/trips/${token}`;
  const voucherUrls = pack.vouchersReleased ? pack.vouchers.map((v) => `${base}/vouchers/${v.id}.pdf`) : [];
  return (
    <article className="bg-white px-4 py-8 sm:px-6" aria-labelledby="pack-title">
      <div className="mx-auto max-w-3xl space-y-8">
        <header>
          <h1 id="pack-title" className="text-3xl font-semibold">
            {pack.tripName ?? 'Your safari'}
          </h1>
          <p className="mt-1 text-stone-600">
            Booking {pack.reference} · {formatDate(pack.departureOn)} to {formatDate(pack.returnOn)}
          </p>
          <p className="mt-3">
            <a className="underline" href={`${base}/trip.ics`}>
              Add to calendar
            </a>
          </p>
          <div className="mt-3">
            <PackOffline token={token} voucherUrls={voucherUrls} />
          </div>
        </header>
        <section aria-labelledby="emergency-title" className="rounded-xl bg-red-50 p-4">
          <h2 id="emergency-title" className="text-xl font-semibold">
            24-hour emergency number
          </h2>
          <p className="mt-1 text-lg">{emergencyPhone ? <a href={`tel:${emergencyPhone.replace(/[^+\d]/g, '')}`}>{emergencyPhone}</a> : 'On your booking confirmation'}</p>
        </section>
        {pack.meetingPoint && (
          <section aria-labelledby="meeting-title">
            <h2 id="meeting-title" className="text-xl font-semibold">
              Meeting point
            </h2>
            <p className="mt-1">
              Day 1, {formatDate(pack.meetingPoint.date)}: {pack.meetingPoint.title}, {pack.meetingPoint.place}. Your guide meets you there; the time is on your arrival voucher.
            </p>
          </section>
        )}
        <section aria-labelledby="itinerary-title">
          <h2 id="itinerary-title" className="text-xl font-semibold">
            Itinerary
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
                    {d.phone && <a href={`tel:${d.phone.replace(/[^+\d]/g, '')}`}>{d.phone}</a>}
                    {d.confirmation ? ` · Confirmation ${d.confirmation}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="vouchers-title">
          <h2 id="vouchers-title" className="text-xl font-semibold">
            Vouchers
          </h2>
          <ul className="mt-2 space-y-1">
            {pack.vouchers.map((v) => (
              <li key={v.id}>
                {pack.vouchersReleased ? (
                  <a className="underline" href={`${base}/vouchers/${v.id}.pdf`}>
                    Voucher: {v.supplier}
                  </a>
                ) : (
                  <span>
                    {v.supplier}: ready when your balance is paid
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <ServerOnly>{sections && <sections.PackSections name={pack.tripName ?? 'Your safari'} stops={stops} countries={countries} />}</ServerOnly>
        <section aria-labelledby="guests-title">
          <h2 id="guests-title" className="text-xl font-semibold">
            Guest details
          </h2>
          <p className="mt-1 text-sm text-stone-600">For the lodges and your insurer. We delete them 90 days after you return.</p>
          <div className="mt-3">
            <GuestForm token={token} initial={guests} names={travellers} />
          </div>
        </section>
        <section aria-labelledby="money-title">
          <h2 id="money-title" className="text-xl font-semibold">
            Paid and due
          </h2>
          <p className="mt-1">
            Paid {formatMinor(pack.money.paidMinor, pack.money.currency)} of {formatMinor(pack.money.totalMinor, pack.money.currency)}
            {pack.money.dueMinor > 0 ? `; ${formatMinor(pack.money.dueMinor, pack.money.currency)} due${pack.money.balanceDueOn ? ` by ${formatDate(pack.money.balanceDueOn)}` : ''}` : '; nothing more is due.'}
          </p>
        </section>
      </div>
    </article>
  );
}
