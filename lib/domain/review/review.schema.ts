import * as v from 'valibot';
import { WITHHOLD_REASONS } from '#lib/domain/review/review-policy.ts';
import { requiredLine, requiredText, storableText } from '../fields.ts';

export const REVIEW_RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_TEXT_MESSAGE = `Tell us about your trip in ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en')} characters`;
export const REVIEW_CONSENT_MESSAGE = 'Please agree to your review being published';
export const MAX_REVIEW_PHOTOS = 6;

const stars = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(5, message));

/** A part rating (guiding, lodges, value): left out or null when the traveller skips it. */
const partRating = (label: string) => v.optional(v.nullable(stars(`Rate ${label} from 1 to 5 stars, or leave it out`)), null);

/**
 * `POST /api/reviews/<token>` (issue 31). The trip and the month of travel are the booking's, so the form has no
 * field for them; the consent must be given each time the review is saved.
 */
export const reviewSchema = v.object({
  rating: v.optional(stars(REVIEW_RATING_MESSAGE), 0 as never),
  title: requiredLine('Give your review a title', 120),
  text: v.pipe(
    v.optional(v.string(REVIEW_TEXT_MESSAGE), ''),
    v.trim(),
    v.minLength(REVIEW_TEXT_MIN, REVIEW_TEXT_MESSAGE),
    v.maxLength(REVIEW_TEXT_MAX, REVIEW_TEXT_MESSAGE),
    storableText(),
  ),
  name: requiredLine('Tell us the name to show with your review', 80),
  country: requiredLine('Tell us your country', 60),
  consent: v.optional(v.literal(true, REVIEW_CONSENT_MESSAGE), false as never),
  guiding: partRating('the guiding'),
  lodges: partRating('the lodges'),
  value: partRating('the value'),
});
export type ReviewInput = v.InferOutput<typeof reviewSchema>;

export const WITHHOLD_REASON_MESSAGE = `Choose why the review is withheld: ${WITHHOLD_REASONS.join(', ')}`;

/** `POST /api/admin/reviews/:id/withhold`: only a reason the published policy names. */
export const withholdReviewSchema = v.object({
  reason: v.optional(v.picklist(WITHHOLD_REASONS, WITHHOLD_REASON_MESSAGE), '' as never),
});

/** `POST /api/admin/reviews/:id/reply`: one public answer under the review. */
export const reviewReplySchema = v.object({
  text: requiredText('Write the reply', 2000),
});

const LIST_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50';
const LIST_OFFSET_MESSAGE = 'offset must be a whole number from 0';
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(v.string(message), v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

/** `GET /api/reviews?trip=<slug>&limit=&offset=`: published reviews, newest first. */
export const reviewListQuerySchema = v.object({
  trip: v.optional(v.pipe(v.string('trip must be a trip’s slug'), v.regex(/^[a-z0-9-]{1,120}$/, 'trip must be a trip’s slug'))),
  limit: v.optional(wholeNumber(LIST_LIMIT_MESSAGE, 1, 50), '10'),
  offset: v.optional(wholeNumber(LIST_OFFSET_MESSAGE, 0, 1_000_000), '0'),
});

/** `GET /api/admin/reviews?filter=&offset=`: staff's list. */
export const staffReviewListSchema = v.object({
  filter: v.optional(v.picklist(['all', 'waiting', 'withheld'], 'filter must be all, waiting or withheld'), 'all'),
  offset: v.optional(wholeNumber(LIST_OFFSET_MESSAGE, 0, 1_000_000), '0'),
});
