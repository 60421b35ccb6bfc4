/**
 * The dates and states of a proposal and a booking (issue 18, decision 100), pure so the editor, the API, the PDF
 * and the tests agree. Their sums are lib/money.ts's, in integer minor units (issue 26); a booking's facts are
 * lib/domain/booking/booking-facts.ts's (issue 37), re-exported here for the many that read them from here.
 */
export { addDays } from './domain/booking/calendar-days.ts';
export { BALANCE_DUE_DAYS_BEFORE, bookingState, type BookingState } from './domain/booking/booking-facts.ts';
