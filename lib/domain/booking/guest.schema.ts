import * as v from 'valibot';
import { optionalText, requiredLine, requiredText } from '../fields.ts';
import { calendarDate } from '../sale/proposal.schema.ts';

export const DATE_OF_BIRTH_FUTURE = 'The date of birth cannot be in the future';
export const PASSPORT_BEFORE_RETURN = 'The passport must be valid until after you return';
export const PASSPORT_SIX_MONTHS = 'Many countries on the route ask for a passport valid six months after you return: please check yours';
export const MAX_GUESTS = 20;

/** One traveller's details on the pack (issue 30): every text bounded; the date rules that need the trip are the handler's. */
export const guestSchema = v.object({
  name: requiredLine('Name is required', 200),
  passportNumber: requiredText('Passport number is required', 30),
  nationality: requiredText('Nationality is required', 60),
  passportExpiry: calendarDate('Passport expiry is required', false),
  dateOfBirth: calendarDate('Date of birth is required', false),
  dietary: optionalText(500),
  medical: optionalText(1000),
  insurer: optionalText(120),
  policyNumber: optionalText(60),
  insurancePhone: optionalText(40),
});

/** `PUT /api/trips/<token>/guests`: the whole list. */
export const guestsSchema = v.object({
  guests: v.pipe(v.array(guestSchema, 'Guests must be a list'), v.minLength(1, 'Add at least one traveller'), v.maxLength(MAX_GUESTS, `At most ${MAX_GUESTS} travellers`)),
});

export type GuestInput = v.InferOutput<typeof guestSchema>;
