import { GUEST_DETAILS_KEPT_DAYS } from '#lib/domain/enquiry/inquiry-retention.ts';

/** The words of the traveller's pack, `/trips/<token>` (issue 30). */
export const packContent = {
  title: (reference: string) => `Your travel pack ${reference}`,
  defaultTripName: 'Your safari',
  booking: (reference: string, from: string, to: string) => `Booking ${reference} · ${from} to ${to}`,
  addToCalendar: 'Add to calendar',
  emergency: { heading: '24-hour emergency number', missing: 'On your booking confirmation' },
  // Issue 39 (R6): the first day's own words say where the trip begins ("Collected in Johannesburg…"); a line of
  // our own ("your guide meets you there", at the first night's place) contradicted them. No time is recorded yet.
  meeting: {
    heading: 'Meeting point',
    text: (date: string, title: string, place: string, description: string) => `Day 1, ${date}: ${title} (${place}).${description.trim() ? ` ${description.trim()}` : ''}`,
  },
  /** The mail with the pack's link (issue 30). */
  mail: {
    subject: (reference: string) => `Your travel pack for booking ${reference}`,
    greeting: (name: string) => `Dear ${name},`,
    ready: 'Your travel pack is ready: the day-by-day programme with each lodge’s phone and confirmation number, your vouchers, the emergency number, and what to pack. Open it once while you have signal and it stays on your phone for the trip.',
    open: 'Open your travel pack',
    signOff: 'With warm regards,\nThe team',
  },
  /** The "paid in full" mail's line (issue 39). */
  paidInFullLink: (url: string) => `Your vouchers are now in your travel pack, with the day-by-day programme, each lodge's phone and the emergency number: ${url}`,
  calendar: {
    summary: (trip: string, reference: string, stop: string) => `${trip} (${reference}): ${stop}`,
    booking: (trip: string, reference: string) => `${trip}, booking ${reference}`,
    lodgePhone: (phone: string) => `Lodge phone ${phone}`,
    confirmation: (number: string) => `Confirmation ${number}`,
    emergency: (phone: string) => `24-hour emergency number ${phone}`,
  },
  itinerary: { heading: 'Itinerary', confirmation: (number: string) => ` · Confirmation ${number}` },
  vouchers: { heading: 'Vouchers', link: (supplier: string) => `Voucher: ${supplier}`, waiting: (supplier: string) => `${supplier}: ready when your balance is paid` },
  map: { heading: 'Route map' },
  packing: { heading: 'Packing list', forCountry: (country: string) => `For ${country}` },
  entry: { heading: 'Entry and health notes' },
  guests: { heading: 'Guest details', intro: `For the lodges and your insurer. We delete them ${GUEST_DETAILS_KEPT_DAYS} days after you return.` },
  money: {
    heading: 'Paid and due',
    paid: (paid: string, total: string) => `Paid ${paid} of ${total}`,
    due: (due: string, by: string | null) => `; ${due} due${by ? ` by ${by}` : ''}`,
    nothingDue: '; nothing more is due.',
  },
};

/** Its German sibling is pack.content.de.ts (issue 42). */
export type PackContent = typeof packContent;
