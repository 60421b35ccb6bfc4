import * as v from 'valibot';
import { calendarDateIssue, DATE_FORMAT_MESSAGE, DATE_PAST_MESSAGE, optionalBoolean, optionalText, perTimeZone, requiredLine, requiredText } from '../fields.ts';
import { todayIn } from '#lib/domain/dates.ts';
import { tripStopSchema, MAX_STOPS } from '../catalogue/trip.schema.ts';

/** A priced proposal built from an enquiry (issue 18). Amounts are in the currency's major unit. */

/** USD first: SPEC's terms quote prices in US dollars. */
export const PROPOSAL_CURRENCIES = ['USD', 'ZAR', 'EUR', 'GBP'] as const;
export type ProposalCurrency = (typeof PROPOSAL_CURRENCIES)[number];
/** SPEC's terms: "30% deposit secures a booking". */
export const DEFAULT_DEPOSIT_PERCENT = 30;
export const MAX_LINES = 50;
export const LINE_LABEL_MAX = 200;
export const NOTE_MAX = 5000;
export const MAX_TRAVELLERS = 40;
export const MAX_AMOUNT = 10_000_000;

export const RATE_MESSAGE = 'The rate must be a number above 0';
export const CURRENCY_MESSAGE = `Currency must be one of: ${PROPOSAL_CURRENCIES.join(', ')}`;
export const QUANTITY_MESSAGE = 'Quantity must be a whole number from 0 to 1000';
export const UNIT_PRICE_MESSAGE = 'Price must be positive';
export const CENTS_MESSAGE = 'Price can have at most 2 decimal places (cents)';
export const DEPOSIT_PERCENT_MESSAGE = 'Deposit percent must be a number from 0 to 100';
export const VALID_UNTIL_MESSAGE = 'Please enter the date the proposal is valid until';
export const LINES_MESSAGE = 'Line items must be a list';
export const TOO_MANY_LINES_MESSAGE = `A proposal can have at most ${MAX_LINES} line items`;
export const NO_LINES_MESSAGE = 'Add at least one line item before sending';
export const ADULTS_MESSAGE = 'Adults must be a whole number from 1 to 40';
export const TOO_MANY_PROPOSAL_STOPS_MESSAGE = `A proposal can have at most ${MAX_STOPS} stops`;
export const CHILDREN_MESSAGE = 'Children must be a whole number from 0 to 40';
export const DEPARTURE_MESSAGE = 'Not a valid departure';
export const OTHER_TRIP_DEPARTURE_MESSAGE = "That departure is not one of this trip's";
export const PAST_DEPARTURE_MESSAGE = 'That departure has already left';
export const ZERO_TOTAL_MESSAGE = 'A proposal with a total of 0 cannot be sent: price at least one line';

const whole = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** Money in major units: never negative, at most cents, bounded. */
export function amount(message: string) {
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(MAX_AMOUNT, `Must be at most ${MAX_AMOUNT.toLocaleString('en-US')}`),
    v.check((value) => Math.round(value * 100) / 100 === value, CENTS_MESSAGE),
  );
}

/** A real calendar day; given a time zone (the operator's), it also refuses days before today there. */
export function calendarDate(message: string, notPastIn: string | false) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = dataset.value === '' ? message : calendarDateIssue(dataset.value);
      if (issue) addIssue({ message: issue === DATE_FORMAT_MESSAGE && dataset.value === '' ? message : issue });
      else if (notPastIn && dataset.value < todayIn(notPastIn)) addIssue({ message: DATE_PAST_MESSAGE });
    }),
  );
}

export const currencySchema = v.picklist(PROPOSAL_CURRENCIES, CURRENCY_MESSAGE);

export const proposalLineSchema = v.object({
  label: requiredText('Each line needs a label (e.g. "Safari per person")', LINE_LABEL_MAX),
  quantity: whole(QUANTITY_MESSAGE, 0, 1000),
  unitPrice: amount(UNIT_PRICE_MESSAGE),
});

/** `POST /api/admin/inquiries/:id/proposals` and `PUT /api/admin/proposals/:id`: dates not before today in `timeZone`. */
export const proposalSchema = perTimeZone((timeZone) => v.object({
  packageId: v.optional(v.nullable(v.pipe(v.string('Not a valid trip'), v.uuid('Not a valid trip')))),
  // A fixed departure of the trip (issue 26): the start date is then its date, and a sent proposal holds seats on it.
  departureId: v.optional(v.nullable(v.pipe(v.string(DEPARTURE_MESSAGE), v.uuid(DEPARTURE_MESSAGE)))),
  currency: v.optional(currencySchema, 'USD'),
  startDate: v.pipe(
    v.optional(v.nullable(v.string(DATE_FORMAT_MESSAGE))),
    v.transform((value) => value?.trim() || undefined),
    v.optional(calendarDate(DATE_FORMAT_MESSAGE, timeZone)),
  ),
  adults: v.optional(whole(ADULTS_MESSAGE, 1, MAX_TRAVELLERS), 2),
  children: v.optional(whole(CHILDREN_MESSAGE, 0, MAX_TRAVELLERS), 0),
  depositPercent: v.optional(
    v.pipe(v.number(DEPOSIT_PERCENT_MESSAGE), v.finite(DEPOSIT_PERCENT_MESSAGE), v.minValue(0, DEPOSIT_PERCENT_MESSAGE), v.maxValue(100, DEPOSIT_PERCENT_MESSAGE), v.check((n) => Math.round(n * 100) / 100 === n, DEPOSIT_PERCENT_MESSAGE)),
    DEFAULT_DEPOSIT_PERCENT,
  ),
  validUntil: v.optional(calendarDate(VALID_UNTIL_MESSAGE, timeZone), ''),
  note: optionalText(NOTE_MAX),
  stops: v.optional(v.pipe(v.array(tripStopSchema, 'Stops must be a list of stops'), v.maxLength(MAX_STOPS, TOO_MANY_PROPOSAL_STOPS_MESSAGE)), []),
  lines: v.optional(v.pipe(v.array(proposalLineSchema, LINES_MESSAGE), v.maxLength(MAX_LINES, TOO_MANY_LINES_MESSAGE)), []),
  // Issue 29: the rate the lines were converted at, when staff changed the currency and converted them.
  exchange: v.optional(
    v.nullable(
      v.object({
        from: currencySchema,
        rate: v.pipe(v.number(RATE_MESSAGE), v.finite(RATE_MESSAGE), v.gtValue(0, RATE_MESSAGE), v.maxValue(1_000_000, RATE_MESSAGE)),
      }),
    ),
    null,
  ),
  // Issue 29: a stored proposal's currency changes only when staff converted the lines or confirmed keeping them.
  confirmCurrency: optionalBoolean(false),
}));

/** `POST /api/admin/proposals/:id/send` (issue 29): a total below the trip's lowest price is sent only when confirmed. */
export const sendProposalSchema = v.object({
  confirmBelowPrice: optionalBoolean(false),
});

/** Query of `GET /api/admin/inquiries/:id/proposal-draft`: every value optional (the enquiry fills the gaps). */
export const proposalDraftQuerySchema = v.object({
  packageId: v.pipe(v.optional(v.string(), ''), v.transform((s) => s.trim() || undefined), v.optional(v.pipe(v.string(), v.uuid('Not a valid trip')))),
  startDate: v.pipe(v.optional(v.string(), ''), v.transform((s) => s.trim() || undefined), v.optional(calendarDate(DATE_FORMAT_MESSAGE, false))),
  adults: v.pipe(v.optional(v.string(), ''), v.transform((s) => s.trim() || undefined), v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, ADULTS_MESSAGE), v.transform(Number), whole(ADULTS_MESSAGE, 1, MAX_TRAVELLERS)))),
  children: v.pipe(v.optional(v.string(), ''), v.transform((s) => s.trim() || undefined), v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, CHILDREN_MESSAGE), v.transform(Number), whole(CHILDREN_MESSAGE, 0, MAX_TRAVELLERS)))),
});

/** `POST /api/proposals/:token/accept`: the lead traveller, as their passport names them (SPEC's terms). */
export const acceptProposalSchema = v.object({
  leadName: requiredLine('Please enter the lead traveller\'s full name', 200),
  phone: v.pipe(requiredText('Please enter a phone number', 40), v.regex(/^[+()\d\s.-]{6,40}$/, 'Please enter a valid phone number')),
  travellers: v.optional(
    v.pipe(
      v.array(requiredLine('Each traveller needs a name', 200), 'Travellers must be a list of names'),
      v.maxLength(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers`),
    ),
    [],
  ),
  acceptTerms: v.optional(v.literal(true, 'Please accept the terms and conditions'), false as never),
});

/** `POST /api/proposals/:token/changes` */
export const proposalChangesSchema = v.object({
  message: requiredText('Please tell us what you would like to change', NOTE_MAX),
});

export type ProposalInput = v.InferOutput<ReturnType<typeof proposalSchema>>;
export type ProposalLineInput = v.InferOutput<typeof proposalLineSchema>;
export type ProposalDraftQuery = v.InferOutput<typeof proposalDraftQuerySchema>;
export type AcceptProposalInput = v.InferOutput<typeof acceptProposalSchema>;
