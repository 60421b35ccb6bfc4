import * as v from 'valibot';
import { optionalText, optionalTravelDate, required, requiredText } from './fields.ts';

/** Options of the home page's inquiry form (SPEC §5). */
export const PACKAGE_INTERESTS = [
  { value: 'elegant', label: 'Elegant Safari' },
  { value: 'economical', label: 'Economical Safari' },
  { value: 'custom', label: 'Custom Package' },
] as const;
export const HOME_GROUP_SIZES = ['1-2', '3-4', '5-8', '9+'] as const;

/** Options of the contact page's form (SPEC §5). */
export const SAFARI_TYPES = [
  { value: 'local-sa', label: 'South African Local Safari' },
  { value: 'cross-border', label: 'Cross-Border Adventure' },
  { value: 'luxury', label: 'Luxury Experience' },
  { value: 'custom', label: 'Custom Package' },
] as const;
export const CONTACT_GROUP_SIZES = ['1', '2', '3-4', '5-8', '9+'] as const;
export const BUDGET_RANGES = [
  { value: 'under-5000', label: 'Under $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: '10000-20000', label: '$10,000 - $20,000' },
  { value: 'over-20000', label: 'Over $20,000' },
] as const;

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]['value']];

const travelDate = optionalTravelDate();

const person = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: v.pipe(requiredText('Email is required', 254), v.email('Please enter a valid email address')),
  arrivalDate: travelDate,
  departureDate: travelDate,
};

const DEPARTURE_MESSAGE = 'Departure date cannot be before the arrival date';
const travelDatesInOrder = (dates: { arrivalDate?: string; departureDate?: string }) =>
  !dates.arrivalDate || !dates.departureDate || dates.departureDate >= dates.arrivalDate;

/** The home page's inquiry: SPEC §3's insert schema (all but the dates required). */
export const inquirySchema = v.pipe(
  v.object({
    ...person,
    packageType: required(v.picklist(values(PACKAGE_INTERESTS), 'Please choose a package')),
    groupSize: required(v.picklist(HOME_GROUP_SIZES, 'Please choose a group size')),
    message: requiredText('Message is required', 5000),
  }),
  v.forward(v.partialCheck([['arrivalDate'], ['departureDate']], travelDatesInOrder, DEPARTURE_MESSAGE), ['departureDate']),
);

/**
 * The contact page's form: only the names and e-mail are required (SPEC marks them);
 * the rest is stored as given. `source` tells the API which of the two forms sent it.
 */
export const contactInquirySchema = v.pipe(
  v.object({
    source: v.literal('contact'),
    ...person,
    phone: v.pipe(optionalText(40), v.check((p) => p === undefined || /^[+()\d\s.-]{5,40}$/.test(p), 'Please enter a valid phone number')),
    safariType: v.optional(v.picklist(values(SAFARI_TYPES), 'Please choose a safari type')),
    groupSize: v.optional(v.picklist(CONTACT_GROUP_SIZES, 'Please choose a group size')),
    budgetRange: v.optional(v.picklist(values(BUDGET_RANGES), 'Please choose a budget range')),
    message: optionalText(5000),
  }),
  v.forward(v.partialCheck([['arrivalDate'], ['departureDate']], travelDatesInOrder, DEPARTURE_MESSAGE), ['departureDate']),
);

export type InquiryInput = v.InferOutput<typeof inquirySchema>;
export type ContactInquiryInput = v.InferOutput<typeof contactInquirySchema>;
