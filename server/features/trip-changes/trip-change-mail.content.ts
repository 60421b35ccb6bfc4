/** The words of the mail telling the lead traveller what changed on the trip (issue 41). */
export const tripChangeMailContent = {
  subject: (reference: string) => `A change to your trip, booking ${reference}`,
  greeting: (name: string) => `Dear ${name},`,
  intro: 'Something on your trip has changed since we sent your travel pack:',
  after: 'Your travel pack is up to date and shows the change at the top, under “What changed”. Please open it and press “Seen”, so we know the news has reached you. If you saved the pack on your phone, opening it once with signal updates the saved copy.',
  link: 'Open your travel pack',
  closing: 'With warm regards,\nThe team',
};
