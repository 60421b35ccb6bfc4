import * as v from 'valibot';

/**
 * ISO 3166-1 alpha-2, the officially assigned codes (249). Kept as one string: the public forms carry it, and the
 * country names come from the browser's own `Intl.DisplayNames`, so no list of names reaches the bundle.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');
const KNOWN = new Set(COUNTRY_CODES);

export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
export const ADULTS_MESSAGE = `Adults must be a whole number from 1 to ${MAX_ADULTS}`;
export const CHILDREN_AGES_MESSAGE = "Each child's age must be a whole number from 0 to 17";
export const COUNTRY_MESSAGE = 'Please choose the country you live in from the list';

export const isCountryCode = (value: string) => KNOWN.has(value);

const isChildAge = (age: unknown) => typeof age === 'number' && Number.isInteger(age) && age >= 0 && age <= 17;

/**
 * Who travels (issue 40), all optional: the number of adults, each child's age and the country they live in (its park
 * tier). A traveller who skips them sends nothing; a blank or null is the same as nothing.
 */
export const partyFields = {
  adults: v.pipe(
    v.optional(v.nullable(v.pipe(v.number(ADULTS_MESSAGE), v.integer(ADULTS_MESSAGE), v.minValue(1, ADULTS_MESSAGE), v.maxValue(MAX_ADULTS, ADULTS_MESSAGE)))),
    v.transform((value) => value ?? undefined),
  ),
  // One message on the list itself: a form shows it under its one field, whichever age was wrong.
  childrenAges: v.pipe(
    v.optional(v.nullable(v.pipe(
      v.array(v.unknown(), CHILDREN_AGES_MESSAGE),
      v.maxLength(MAX_CHILDREN, `At most ${MAX_CHILDREN} children`),
      v.check((ages) => ages.every(isChildAge), CHILDREN_AGES_MESSAGE),
      v.transform((ages) => ages as number[]),
    ))),
    v.transform((value) => (value && value.length ? value : undefined)),
  ),
  country: v.pipe(
    v.optional(v.nullable(v.string(COUNTRY_MESSAGE))),
    v.transform((value) => value?.trim().toUpperCase() || undefined),
    v.check((value) => value === undefined || KNOWN.has(value), COUNTRY_MESSAGE),
  ),
};

/** The party as an enquiry stores it. */
export interface Party {
  adults: number | null;
  childrenAges: number[] | null;
  country: string | null;
}

/** "2 adults, children aged 4 and 9": how staff and mails read the party; null when nothing was given. */
export function partyLabel(party: Pick<Party, 'adults' | 'childrenAges'>): string | null {
  const parts: string[] = [];
  if (party.adults) parts.push(`${party.adults} ${party.adults === 1 ? 'adult' : 'adults'}`);
  const ages = party.childrenAges ?? [];
  if (ages.length === 1) parts.push(`a child aged ${ages[0]}`);
  else if (ages.length > 1) parts.push(`children aged ${ages.slice(0, -1).join(', ')} and ${ages.at(-1)}`);
  return parts.length ? parts.join(', ') : null;
}
