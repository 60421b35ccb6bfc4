import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';
import { BRAND_NAME } from '#lib/brand.ts';
import { formatDate } from '#lib/format.ts';
import { roomsInWords } from '#lib/domain/reservation/reservation-drafts.ts';
import { drawDocument } from '../../documents/draw-document.ts';
import type { VoucherDocument } from '../../documents/document-kinds.ts';

/** The voucher's words, formatted here on the main thread; the drawing only lays them out. */
export function voucherDocument(r: ReservationView, booking: { reference: string }, emergencyPhone: string | null): VoucherDocument {
  const dates = r.checkIn && r.checkOut ? `${formatDate(r.checkIn)} to ${formatDate(r.checkOut)}` : r.serviceDate ? formatDate(r.serviceDate) : 'To be confirmed';
  return {
    brand: BRAND_NAME,
    title: `Voucher ${r.reference}`,
    supplier: { name: r.supplier.name, lines: [...(r.supplier.address ? r.supplier.address.split('\n') : []), ...(r.supplier.phone ? [`Phone: ${r.supplier.phone}`] : []), r.supplier.email] },
    facts: [
      ['Our reference', `${booking.reference} / ${r.reference}`],
      ['Confirmation number', r.supplierReference ?? 'Not given'],
      ['Dates', dates],
      ['Services', r.service],
      ['Rooms', roomsInWords(r.rooms)],
      ['Guests', String(r.travellerCount)],
    ],
    // The lead traveller first, marked (issue 39): the name the lodge finds the party under.
    travellers: { heading: 'Travellers', names: r.travellers.map((name, i) => (i === 0 ? `${name} (lead)` : name)) },
    footer: [`24-hour emergency number: ${emergencyPhone ?? 'see your booking confirmation'}`, 'Please present this voucher on arrival. Services not listed are payable directly to the supplier.'],
  };
}

/** The PDF, drawn in the bounded PDF pool (at most two threads, a hundred waiting): no transaction is open here. */
export function renderVoucher(r: ReservationView, booking: { reference: string }, emergencyPhone: string | null): Promise<Buffer> {
  return drawDocument('voucher', voucherDocument(r, booking, emergencyPhone));
}
