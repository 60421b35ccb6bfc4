import * as v from 'valibot';
import { withoutTokens } from '#lib/domain/links/private-paths.ts';
import { LocaleSchema } from '../site/locale.schema.ts';
import { partyFields } from './party.ts';
import { optionalText, optionalTravelDate, perTimeZone, required, requiredLine, requiredText } from '../fields.ts';

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

export const PACKAGE_ID_MESSAGE = 'Please choose one of our trips';

/** The trip an enquiry is about (a trip page's form sends it); the handler checks it is an active one. */
const packageId = v.pipe(
  v.optional(v.nullable(v.string(PACKAGE_ID_MESSAGE))),
  v.transform((value) => value?.trim().toLowerCase() || undefined),
  v.optional(v.pipe(v.string(), v.uuid(PACKAGE_ID_MESSAGE))),
);

export const DEPARTURE_ID_MESSAGE = 'Please choose one of the trip’s departures';
export const PACKAGE_TYPE_MESSAGE = 'Please choose a package';
export const DEPARTURE_FULL_MESSAGE = 'That departure is full: please choose another one';

/** A fixed departure of the named trip (issue 29); the handler checks it is the trip's, upcoming, with seats. */
const departureId = v.pipe(
  v.optional(v.nullable(v.string(DEPARTURE_ID_MESSAGE))),
  v.transform((value) => value?.trim().toLowerCase() || undefined),
  v.optional(v.pipe(v.string(), v.uuid(DEPARTURE_ID_MESSAGE))),
);

/** Who is asking, and when they would travel: not before today in the operator's time zone. */
const person = (timeZone: string) => ({
  firstName: requiredLine('First name is required', 100),
  lastName: requiredLine('Last name is required', 100),
  email: v.pipe(requiredText('Email is required', 254), v.email('Please enter a valid email address')),
  arrivalDate: optionalTravelDate(timeZone),
  departureDate: optionalTravelDate(timeZone),
});

/**
 * Lead-source text is bookkeeping about the visit, not the traveller's words: it is cut to its
 * column's length rather than refused, so an enquiry is never lost to a long landing URL.
 * Control characters are dropped (PostgreSQL refuses NUL).
 */
function leadText(maxLength: number, normalise: (value: string) => string = (value) => value) {
  return v.pipe(
    v.optional(v.nullable(v.string('Must be text'))),
    v.transform((value) => {
      const clean = normalise((value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim());
      return clean.slice(0, maxLength).trim() || undefined;
    }),
  );
}

/** Only where the visitor came from: a referrer's query string can carry their personal data. */
function originAndPath(value: string): string {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? `${url.origin}${url.pathname}` : value.split(/[?#]/)[0]!;
  } catch {
    return value.split(/[?#]/)[0]!;
  }
}

/** Caps of the lead-source columns (the entity uses the same numbers). */
export const LEAD_SOURCE_LIMITS = {
  landingPage: 500,
  referrer: 500,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  form: 100,
} as const;

/** Where the traveller came from, captured by the forms on the first page view of the visit. */
const leadSource = {
  // A link's token (a proposal's page) is replaced by `:token` before it is stored (decision 137).
  landingPage: leadText(LEAD_SOURCE_LIMITS.landingPage, withoutTokens),
  referrer: leadText(LEAD_SOURCE_LIMITS.referrer, (value) => withoutTokens(originAndPath(value))),
  utmSource: leadText(LEAD_SOURCE_LIMITS.utmSource),
  utmMedium: leadText(LEAD_SOURCE_LIMITS.utmMedium),
  utmCampaign: leadText(LEAD_SOURCE_LIMITS.utmCampaign),
  form: leadText(LEAD_SOURCE_LIMITS.form),
};

/** Under this many milliseconds from the form's first render to submit, no person typed it. */
export const MIN_FILL_MS = 3000;

/**
 * Bot signals: `website` is a honeypot field people never see; `fillMs` is the time from the form's
 * first render to submit. Plain API callers send neither, and that alone is not spam.
 */
const spamSignals = {
  website: v.optional(v.nullable(v.string('Must be text'))),
  fillMs: v.optional(
    v.nullable(v.pipe(v.number('Must be a whole number of milliseconds'), v.integer('Must be a whole number of milliseconds'), v.minValue(0, 'Must be a whole number of milliseconds'))),
  ),
};

/**
 * What the spam checks saw. The honeypot is a bot's mark; a fast fill is only a hint (a browser's
 * autofill sends a real person's form in under 3 s), so the honeypot wins when both trip.
 */
export type SpamSignal = { kind: 'honeypot' } | { kind: 'fill-time'; fillMs: number };

export function spamSignal(input: { website?: string | null; fillMs?: number | null }): SpamSignal | null {
  if ((input.website ?? '').trim() !== '') return { kind: 'honeypot' };
  if (input.fillMs != null && input.fillMs < MIN_FILL_MS) return { kind: 'fill-time', fillMs: input.fillMs };
  return null;
}

const DEPARTURE_MESSAGE = 'Departure date cannot be before the arrival date';
const travelDatesInOrder = (dates: { arrivalDate?: string; departureDate?: string }) =>
  !dates.arrivalDate || !dates.departureDate || dates.departureDate >= dates.arrivalDate;

/** The home page's inquiry: SPEC §3's insert schema (all but the dates required). */
/** A number to call or message back on, optional on every form (issue 39: a trip's form asked none). */
const phone = v.pipe(optionalText(40), v.check((p) => p === undefined || /^[+()\d\s.-]{5,40}$/.test(p), 'Please enter a valid phone number'));

export const inquirySchema = perTimeZone((timeZone) => v.pipe(
  v.object({
    ...person(timeZone),
    phone,
    // SPEC's Package Interest; a form on a trip's page names the trip instead (issue 29), so it is asked only without one.
    packageType: v.optional(v.picklist(values(PACKAGE_INTERESTS), PACKAGE_TYPE_MESSAGE)),
    groupSize: required(v.picklist(HOME_GROUP_SIZES, 'Please choose a group size')),
    message: requiredText('Message is required', 5000),
    packageId,
    departureId,
    // The language of the page it was sent from (issue 42); an API caller that names none is served in English.
    locale: v.optional(LocaleSchema, 'en'),
    ...partyFields,
    ...leadSource,
    ...spamSignals,
  }),
  v.forward(v.partialCheck([['arrivalDate'], ['departureDate']], travelDatesInOrder, DEPARTURE_MESSAGE), ['departureDate']),
  v.forward(v.partialCheck([['packageType'], ['packageId']], (d) => Boolean(d.packageType || d.packageId), PACKAGE_TYPE_MESSAGE), ['packageType']),
  v.forward(v.partialCheck([['departureId'], ['packageId']], (d) => !d.departureId || Boolean(d.packageId), DEPARTURE_ID_MESSAGE), ['departureId']),
));

/**
 * The contact page's form: only the names and e-mail are required (SPEC marks them);
 * the rest is stored as given. `source` tells the API which of the two forms sent it.
 */
export const contactInquirySchema = perTimeZone((timeZone) => v.pipe(
  v.object({
    source: v.literal('contact'),
    ...person(timeZone),
    phone,
    safariType: v.optional(v.picklist(values(SAFARI_TYPES), 'Please choose a safari type')),
    groupSize: v.optional(v.picklist(CONTACT_GROUP_SIZES, 'Please choose a group size')),
    budgetRange: v.optional(v.picklist(values(BUDGET_RANGES), 'Please choose a budget range')),
    message: optionalText(5000),
    packageId,
    departureId,
    // The language of the page it was sent from (issue 42); an API caller that names none is served in English.
    locale: v.optional(LocaleSchema, 'en'),
    ...partyFields,
    ...leadSource,
    ...spamSignals,
  }),
  v.forward(v.partialCheck([['arrivalDate'], ['departureDate']], travelDatesInOrder, DEPARTURE_MESSAGE), ['departureDate']),
));

export type InquiryInput = v.InferOutput<ReturnType<typeof inquirySchema>>;
export type ContactInquiryInput = v.InferOutput<ReturnType<typeof contactInquirySchema>>;
