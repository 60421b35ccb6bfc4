/**
 * How long an enquiry is kept after the last contact about it: the housekeeping erases by `years`, and
 * `/privacy` promises it in words, so the two cannot drift apart.
 */
export const INQUIRY_RETENTION = { years: 2, inWords: 'two years' } as const;

/**
 * How long a booking's records (amounts, dates, references, payments) are kept whole after its departure or
 * cancellation before its enquiry may be erased: five years, as South African tax law asks (decision 134).
 * The ledger itself is never deleted; only its personal fields are anonymised then.
 */
export const LEDGER_RETENTION = { years: 5, inWords: 'five years' } as const;

/**
 * How long the travellers' guest details (passports, birth dates, medical notes) are kept after the trip's return
 * (decision 154): the reservation watch deletes them by `days`, and the pack promises it, so the two agree.
 */
export const GUEST_DETAILS_KEPT_DAYS = 90;
