import { useData } from 'vike-react/useData';
import { formatDate } from '#lib/format.ts';
import { GuestFormOnFirstUse } from '#components/site/pack/GuestFormOnFirstUse.tsx';
import { EmergencyNumber, MeetingPoint, PackItinerary, PackVouchers, PaidAndDue, voucherUrl } from '#components/site/pack/PackParts.tsx';
import { PackSection } from '#components/site/pack/PackSection.tsx';
import { PackOffline } from '#components/site/pack/PackOffline.tsx';
import { packCopy } from '#lib/content/pack.content.de.ts';
import { PackChanges } from '#components/site/pack/PackChanges.tsx';
import { ServerOnly } from '#components/ui/ServerOnly.tsx';
import type { Data } from './+data.ts';

// The map, packing list and entry notes are static: server-only, so d3 and the atlas never reach the phone.
const sections = import.meta.env.SSR ? await import('#components/site/pack/PackSections.server.tsx') : undefined;

/** The traveller's pack (issue 30): the final programme, numbers to call, vouchers once released, what is due. */
export default function Page() {
  const { token, locale, pack, stops, countries, stopCountries, travellers, guests, emergencyPhone, changes } = useData<Data>();
  const copy = packCopy[locale];
  const base = `/trips/${token}`;
  const voucherUrls = pack.vouchersReleased ? pack.vouchers.map((v) => voucherUrl(base, v.id)) : [];
  return (
    <article lang={locale} className="bg-white px-4 py-8 sm:px-6" aria-labelledby="pack-title">
      <div className="mx-auto max-w-3xl space-y-8">
        <header>
          <h1 id="pack-title" className="text-3xl font-semibold">
            {pack.tripName ?? copy.defaultTripName}
          </h1>
          <p className="mt-1 text-stone-600">{copy.booking(pack.reference, formatDate(pack.departureOn, locale), formatDate(pack.returnOn, locale))}</p>
          <p className="mt-3">
            <a className="underline" href={`${base}/trip.ics`}>
              {copy.addToCalendar}
            </a>
          </p>
          <div className="mt-3">
            <PackOffline token={token} voucherUrls={voucherUrls} />
          </div>
        </header>
        <PackChanges token={token} changes={changes} locale={locale} />
        <EmergencyNumber phone={emergencyPhone} />
        {pack.meetingPoint && <MeetingPoint meeting={pack.meetingPoint} />}
        <PackItinerary days={pack.days} />
        <PackVouchers base={base} vouchers={pack.vouchers} released={pack.vouchersReleased} />
        <ServerOnly>{sections && <sections.PackSections name={pack.tripName ?? copy.defaultTripName} stops={stops} countries={countries} stopCountries={stopCountries} />}</ServerOnly>
        <PackSection id="guests" heading={copy.guests.heading}>
          <p className="mt-1 text-sm text-stone-600">{copy.guests.intro}</p>
          <div className="mt-3">
            <GuestFormOnFirstUse token={token} initial={guests} names={travellers} />
          </div>
        </PackSection>
        <PaidAndDue money={pack.money} />
      </div>
    </article>
  );
}
