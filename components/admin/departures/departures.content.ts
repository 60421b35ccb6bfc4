/** The words of a departure's manifest (issue 26). */
export const departuresContent = {
  eyebrow: 'Departure',
  back: 'Back to the trip',
  hidden: 'This trip is hidden from the site; its departures and bookings are kept.',
  figures: { seats: 'Seats', booked: 'Booked', held: 'Held by proposals', blocked: 'Blocked', left: 'Left' },
  bookings: 'Bookings',
  noBookings: 'No bookings yet.',
  columns: { reference: 'Booking', lead: 'Lead traveller', travellers: 'Travellers', seats: 'Seats', paid: 'Paid', status: 'Status' },
  cancelled: 'cancelled',
  holds: 'Seats held by proposals sent',
  holdsHint: 'A sent proposal holds its party’s seats until it is valid no more, is replaced, or is accepted.',
  noHolds: 'No seats held.',
  hold: (name: string, version: number, seats: number, until: string) => `${name}, version ${version}: ${seats} ${seats === 1 ? 'seat' : 'seats'} until ${until}`,
  blockedHint: (seats: number) => `${seats} ${seats === 1 ? 'seat is' : 'seats are'} blocked by hand in the trip editor (e.g. an agent’s allocation).`,
  paidOf: (paid: string, total: string) => `${paid} of ${total}`,
  guests: {
    heading: 'Guest details',
    none: 'No traveller has saved guest details on their pack yet.',
    columns: ['Traveller', 'Booking', 'Passport', 'Born', 'Dietary and medical', 'Insurance'],
    passport: (number: string, nationality: string, expires: string) => `${number} (${nationality}), expires ${expires}`,
  },
};
