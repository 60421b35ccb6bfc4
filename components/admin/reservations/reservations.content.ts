import type { ReservationView } from '#lib/domain/reservation/reservation.types.ts';

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
    lapsed: 'Hold lapsed',
  } satisfies Record<ReservationView['status'], string>,
  newAnswer: 'New answer to read',
  /** A booking's reservations (ReservationsPanel). */
  panel: {
    heading: 'Reservations',
    tally: (confirmed: number, total: number) => `${confirmed} of ${total} confirmed`,
    request: 'Request reservations',
    requestFailed: 'Reservations could not be drafted',
    item: (supplier: string) => `Reservation at ${supplier}`,
    noDates: 'No dates',
    confirmation: (reference: string) => `confirmation ${reference}`,
    heldUntil: (date: string) => `held until ${date}`,
    mailTrouble: (error: string) => `mail trouble: ${error}`,
    mailFrom: (from: string, text: string) => `Mail from ${from}: ${text}`,
    send: 'Send request',
    sendAgain: 'Send again',
    sendFailed: 'The request could not be sent',
    voucher: 'Voucher (PDF)',
  },
  /** "Ask to extend" a lodge's hold (issue 41), on the Overview and the booking. */
  extend: {
    button: 'Ask to extend',
    label: (supplier: string) => `Ask ${supplier} to extend the hold`,
    asked: (supplier: string) => `${supplier} is asked to extend the hold`,
    failed: 'The request to extend could not be sent',
  },
  /** The Overview's panel (issue 30); the day counts are the watch's own. */
  watch: {
    heading: 'Reservations to chase',
    answers: "Suppliers' answers to read",
    holds: (days: number) => `Provisional holds ending within ${days} days`,
    held: (supplier: string, until: string) => `${supplier}, held until ${until}`,
    lapsedHold: (supplier: string, until: string) => `${supplier}, hold lapsed after ${until}`,
    departing: (days: number) => `Departing within ${days} days, not all confirmed`,
    departs: (on: string, confirmed: number, total: number) => `departs ${on}, ${confirmed} of ${total} confirmed`,
  },
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
