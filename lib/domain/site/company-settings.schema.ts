import * as v from 'valibot';
import { isHttpUrl, optionalText, requiredText, URL_MESSAGE } from '../fields.ts';

export const PHONE_MESSAGE = 'Please enter a valid phone number';
export const WHATSAPP_MESSAGE = 'Please enter the WhatsApp number with its country code, e.g. +27 82 555 0147';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const SWIFT_MESSAGE = 'A SWIFT code is 8 or 11 letters and digits, e.g. FIRNZAJJ';
export const ACCOUNT_NUMBER_MESSAGE = 'An account number has only letters, digits, spaces and dashes';
export const MAX_MEMBERSHIPS = 20;
export const MAX_SOCIALS = 12;

const digits = (value: string) => value.replace(/\D/g, '');

/** What people type for a phone: digits with +, spaces, brackets, dots or dashes; 7 to 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
  const count = digits(value).length;
  return /^\+?[\d\s().-]+$/.test(value) && count >= 7 && count <= 15;
}

/** A blank optional field is stored as null, so a partial update can tell "clear it" from "not named". */
const nullableText = (maxLength: number) => v.pipe(optionalText(maxLength), v.transform((value) => value ?? null));

const phone = v.pipe(requiredText('Phone is required', 40), v.check(isPhoneNumber, PHONE_MESSAGE));

/** Typed as a phone number, stored as the digits wa.me wants; blank turns WhatsApp off. */
const whatsapp = v.pipe(
  optionalText(40),
  v.check((value) => value === undefined || isPhoneNumber(value), WHATSAPP_MESSAGE),
  v.transform((value) => (value === undefined ? null : digits(value))),
);

const email = v.pipe(requiredText('E-mail is required', 254), v.email(EMAIL_MESSAGE));

const memberships = v.pipe(
  v.optional(v.array(requiredText('Name the association, or remove the line', 120), 'Memberships must be a list'), []),
  v.maxLength(MAX_MEMBERSHIPS, `At most ${MAX_MEMBERSHIPS} memberships`),
);

const socialLink = v.object({
  label: requiredText('Name the network (e.g. Facebook)', 60),
  url: v.pipe(requiredText('Web address is required', 500), v.check(isHttpUrl, URL_MESSAGE)),
});

const socials = v.pipe(
  v.optional(v.array(socialLink, 'Social links must be a list'), []),
  v.maxLength(MAX_SOCIALS, `At most ${MAX_SOCIALS} social links`),
);

const bankDetails = v.object(
  {
    accountName: requiredText('Account name is required', 120),
    bankName: requiredText('Bank is required', 120),
    accountNumber: v.pipe(requiredText('Account number is required', 34), v.regex(/^[A-Za-z0-9 -]+$/, ACCOUNT_NUMBER_MESSAGE)),
    branchCode: nullableText(20),
    swift: v.pipe(
      optionalText(20),
      v.transform((value) => (value === undefined ? null : value.replace(/\s/g, '').toUpperCase())),
      v.check((value) => value === null || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), SWIFT_MESSAGE),
    ),
  },
  'Bank details must be an object or null',
);

export const MAX_CANCELLATION_BANDS = 10;
export const BAND_DAYS_MESSAGE = 'Days before departure must be a whole number from 1 to 3650';
export const BAND_PERCENT_MESSAGE = 'Refund must be a percentage from 0 to 100, with at most 2 decimals';
export const BAND_DUPLICATE_MESSAGE = 'Each band needs its own number of days';

const cancellationBand = v.object({
  daysBefore: v.pipe(v.number(BAND_DAYS_MESSAGE), v.integer(BAND_DAYS_MESSAGE), v.minValue(1, BAND_DAYS_MESSAGE), v.maxValue(3650, BAND_DAYS_MESSAGE)),
  refundPercent: v.pipe(
    v.number(BAND_PERCENT_MESSAGE),
    v.minValue(0, BAND_PERCENT_MESSAGE),
    v.maxValue(100, BAND_PERCENT_MESSAGE),
    v.check((n) => Math.round(n * 100) / 100 === n, BAND_PERCENT_MESSAGE),
  ),
});

/**
 * The refund schedule of the terms (issue 26): bands by days before departure, stored most days first; fewer
 * days than the last band refund nothing. Left out, it stays as it is (the Company form does not send it).
 */
const cancellationSchedule = v.optional(
  v.pipe(
    v.array(cancellationBand, 'The cancellation schedule must be a list of bands'),
    v.maxLength(MAX_CANCELLATION_BANDS, `At most ${MAX_CANCELLATION_BANDS} bands`),
    v.check((bands) => new Set(bands.map((b) => b.daysBefore)).size === bands.length, BAND_DUPLICATE_MESSAGE),
    v.transform((bands) => [...bands].sort((a, b) => b.daysBefore - a.daysBefore)),
  ),
);

export const MAX_REVIEW_LINKS = 6;

const reviewLinkList = v.pipe(
  v.array(v.object({ label: requiredText('Name the site (e.g. Google)', 60), url: v.pipe(requiredText('Web address is required', 500), v.check(isHttpUrl, URL_MESSAGE)) }), 'Review links must be a list'),
  v.maxLength(MAX_REVIEW_LINKS, `At most ${MAX_REVIEW_LINKS} review sites`),
);

/** Review sites the thank-you page names (issue 31). Left out, they stay as they are (the Company form does not send them). */
const reviewLinks = v.optional(reviewLinkList);

/** Settings' "Review sites" form: the whole list, sent on its own through `PUT /api/admin/settings/company`. */
export const reviewLinksFormSchema = v.object({ reviewLinks: reviewLinkList });

/** Null (or left out) clears the bank details; an object replaces them whole. */
const bank = v.optional(v.nullable(bankDetails), null);

const fields = {
  phone,
  whatsapp,
  email,
  emergencyPhone: nullableText(40),
  address: nullableText(500),
  registrationNumber: nullableText(60),
  memberships,
  socials,
  bank,
  cancellationSchedule,
  reviewLinks,
};

const NOT_AN_OBJECT = 'Send the company details as an object of fields';

/** The whole Company form as the Settings page sends it. */
export const companySettingsSchema = v.object(fields, NOT_AN_OBJECT);

/**
 * `PUT /api/admin/settings/company`: only the fields named change; a named blank optional field is cleared.
 * A list is refused rather than read as an object that names nothing.
 */
export const companySettingsUpdateSchema = v.pipe(
  v.unknown(),
  v.check((input) => !Array.isArray(input), NOT_AN_OBJECT),
  v.partial(v.object(fields, NOT_AN_OBJECT)),
);

export type CompanySettingsInput = v.InferOutput<typeof companySettingsSchema>;
export type CompanySettingsUpdate = v.InferOutput<typeof companySettingsUpdateSchema>;
