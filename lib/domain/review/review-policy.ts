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
