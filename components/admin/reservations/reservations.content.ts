import type { ReservationView } from '#database/reservation.dto.ts';

/** The words of a booking's reservations for staff (issue 30). */
export const reservationsContent = {
  status: {
    draft: 'Draft',
    requested: 'Requested',
    confirmed: 'Confirmed',
    provisional: 'Provisional',
    declined: 'Declined',
    waitlisted: 'Waitlisted',
    cancelled: 'Cancelled',
  } satisfies Record<ReservationView['status'], string>,
  newAnswer: 'New answer to read',
  statusForm: {
    open: 'Set status by hand',
    label: (supplier: string) => `Status of the reservation at ${supplier}`,
    status: 'Status',
    reference: "Supplier's confirmation number",
    heldUntil: 'Held until',
    save: 'Save status',
    failed: 'The status could not be saved',
  },
};
