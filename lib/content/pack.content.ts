import { GUEST_DETAILS_KEPT_DAYS } from '#lib/domain/enquiry/inquiry-retention.ts';

/** The words of the traveller's pack, `/trips/<token>` (issue 30). */
export const packContent = {
  defaultTripName: 'Your safari',
  booking: (reference: string, from: string, to: string) => `Booking ${reference} · ${from} to ${to}`,
  addToCalendar: 'Add to calendar',
  emergency: { heading: '24-hour emergency number', missing: 'On your booking confirmation' },
  // No meeting time is recorded on a booking yet: the page names the place and day, and promises no more.
  meeting: { heading: 'Meeting point', text: (date: string, title: string, place: string) => `Day 1, ${date}: ${title}, ${place}. Your guide meets you there.` },
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
