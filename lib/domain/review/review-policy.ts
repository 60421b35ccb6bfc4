/**
 * The published review policy's reasons for withholding a review (issue 31): the only ones staff may give,
 * each with the words the policy page and the dashboard show. Shared by the schema, the database and pages.
 */
export const WITHHOLD_REASONS = ['abuse', 'personal-data', 'off-topic', 'not-this-trip'] as const;
export type WithholdReason = (typeof WITHHOLD_REASONS)[number];

export const WITHHOLD_REASON_LABELS: Record<WithholdReason, string> = {
  abuse: 'Abusive, hateful or threatening',
  'personal-data': 'Another person’s personal data',
  'off-topic': 'Not about a safari with us',
  'not-this-trip': 'About a different trip',
};

/** Days after the first submission during which the same link edits the review. */
export const REVIEW_EDIT_DAYS = 14;
/** Days after the return that the request is sent, and days after that for the one reminder. */
export const REVIEW_REQUEST_DAYS_AFTER_RETURN = 3;
export const REVIEW_REMINDER_DAYS = 7;
/** Staff's list of reviews, a page at a time: the same on /admin/reviews and GET /api/admin/reviews. */
export const STAFF_REVIEWS_PER_PAGE = 50;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2026-12-12" as "12 December 2026": a calendar date, no time zone. */
const longDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/**
 * Reviews come from real trips (issue 38): a link takes one from the return day on (the booking's facts, in the
 * operator's time zone). What a link opened or used before then says; null: the booking has no travel date yet.
 */
export function reviewOpensMessage(opensOn: string | null): string {
  return opensOn
    ? `Reviews of this trip open on ${longDate(opensOn)}, the day you come home`
    : 'Reviews of this trip open on the day you come home, once its travel date is set';
}

/** Staff asking for a review before the return (issue 38). */
export function reviewRequestTooEarlyMessage(opensOn: string | null): string {
  return opensOn
    ? `This trip has not ended yet: a review can be asked for from its return on ${longDate(opensOn)}`
    : 'This booking has no travel date yet: a review can be asked for from its return';
}

/** A link whose traveller was erased (issue 38): 410, with these words. */
export const REVIEW_LINK_ENDED = 'This review link has ended';
export const REVIEW_LINK_ENDED_TEXT = 'The details behind this link were deleted at the traveller’s request, so it no longer opens a review.';
