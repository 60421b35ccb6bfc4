import type { TripPackView } from '#database/repositories/trip-pack-view.ts';
import { telHref } from '#lib/contact-links.ts';
import { formatDate } from '#lib/format.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import { PackSection } from './PackSection.tsx';
import { usePackCopy, usePackLocale } from './use-pack-copy.ts';

/** A voucher's file under the pack's address (the offline copy saves the same ones). */
export const voucherUrl = (base: string, id: string) => `${base}/vouchers/${id}.pdf`;

export function EmergencyNumber({ phone }: { phone: string | null }) {
  const copy = usePackCopy();
  return (
    <PackSection id="emergency" heading={copy.emergency.heading} className="rounded-xl bg-red-50 p-4">
      <p className="mt-1 text-lg">{phone ? <a href={telHref(phone)}>{phone}</a> : copy.emergency.missing}</p>
    </PackSection>
  );
}

export function MeetingPoint({ meeting }: { meeting: NonNullable<TripPackView['meetingPoint']> }) {
  const copy = usePackCopy();
  const locale = usePackLocale();
  return (
    <PackSection id="meeting" heading={copy.meeting.heading}>
      <p className="mt-1">{copy.meeting.text(formatDate(meeting.date, locale), meeting.title, meeting.place, meeting.description)}</p>
    </PackSection>
  );
}

/** Each night's place with its lodge, the lodge's phone and the confirmation number. */
export function PackItinerary({ days }: { days: TripPackView['days'] }) {
  const copy = usePackCopy();
  const locale = usePackLocale();
  return (
    <PackSection id="itinerary" heading={copy.itinerary.heading}>
      <ol className="mt-2 space-y-3">
        {days.map((d, i) => (
          <li key={i} className="rounded-lg border border-stone-200 p-3">
            <p className="font-semibold">
              {formatDate(d.from, locale)}: {d.title}
            </p>
            <p className="text-sm text-stone-600">{d.place}</p>
            {d.lodge && (
              <p className="text-sm">
                {d.lodge}
                {d.phone ? ` · ` : ''}
                {d.phone && <a href={telHref(d.phone)}>{d.phone}</a>}
                {d.confirmation ? copy.itinerary.confirmation(d.confirmation) : ''}
              </p>
            )}
          </li>
        ))}
      </ol>
    </PackSection>
  );
}

/** A link per voucher once released (paid in full), else who it is for and when it comes. */
export function PackVouchers({ base, vouchers, released }: { base: string; vouchers: TripPackView['vouchers']; released: boolean }) {
  const copy = usePackCopy();
  return (
    <PackSection id="vouchers" heading={copy.vouchers.heading}>
      <ul className="mt-2 space-y-1">
        {vouchers.map((v) => (
          <li key={v.id}>
            {released ? (
              <a className="underline" href={voucherUrl(base, v.id)}>
                {copy.vouchers.link(v.supplier)}
              </a>
            ) : (
              <span>{copy.vouchers.waiting(v.supplier)}</span>
            )}
          </li>
        ))}
      </ul>
    </PackSection>
  );
}

export function PaidAndDue({ money }: { money: TripPackView['money'] }) {
  const copy = usePackCopy();
  const locale = usePackLocale();
  const amount = (minor: number) => formatMinor(minor, money.currency, locale);
  return (
    <PackSection id="money" heading={copy.money.heading}>
      <p className="mt-1">
        {copy.money.paid(amount(money.paidMinor), amount(money.totalMinor))}
        {money.dueMinor > 0 ? copy.money.due(amount(money.dueMinor), money.balanceDueOn ? formatDate(money.balanceDueOn, locale) : null) : copy.money.nothingDue}
      </p>
    </PackSection>
  );
}
