import type { Locale } from '../site/locale.ts';
import type { WithholdReason } from '#lib/domain/review/review-policy.ts';
import type { UploadedImage } from '../catalogue/catalogue.types.ts';

/** A published review as anyone may read it (`GET /api/reviews`, trip pages, /reviews). */
export interface PublicReview {
  id: string;
  rating: number;
  title: string;
  text: string;
  name: string;
  country: string;
  /** "YYYY-MM": the month the booking departed, never typed by the traveller. */
  travelledOn: string;
  /** The trip booked; its path is null when the trip is no longer on the site. */
  trip: { name: string; path: string | null };
  /** The operator's one public answer. */
  reply?: string;
  /** "YYYY-MM-DD": when the review was first written (structured data's datePublished). */
  publishedOn: string;
  photos: UploadedImage[];
}

export interface PublicReviewPage {
  items: PublicReview[];
  total: number;
  /** Mean of the published ratings that match, to one decimal; null when there are none. */
  average: number | null;
}

/** A review as staff see it: the published fields, the parts' ratings, and what was done with it. */
export interface StaffReview extends PublicReview {
  guiding: number | null;
  lodges: number | null;
  value: number | null;
  bookingId: string;
  bookingReference: string;
  withheld: { reason: WithholdReason; at: string; by: string | null } | null;
  repliedAt: string | null;
  repliedBy: string | null;
}

/** What the review link opens: the booking's trip and month, and the review written through it if any. */
export interface ReviewLinkView {
  /** The traveller's language (issue 42): the form is written in it. */
  locale: Locale;
  tripName: string;
  travelledOn: string;
  leadName: string;
  cancelled: boolean;
  /** The traveller was erased (issue 38): the link has ended and answers 410. */
  ended: boolean;
  /** "YYYY-MM-DD": the return, the first day a review is taken; null while the booking has no travel date. */
  opensOn: string | null;
  /** Whether the link takes a review today: not cancelled, not ended, the trip returned. */
  open: boolean;
  /** Why staff withheld the review written through it, if they did: its author is never told it is published. */
  withheld: WithholdReason | null;
  review: (Omit<PublicReview, 'id' | 'trip' | 'travelledOn' | 'reply' | 'publishedOn'> & { guiding: number | null; lodges: number | null; value: number | null }) | null;
  /** "YYYY-MM-DD HH:MM" ISO time until which the link still edits the review; null before it is written. */
  editableUntil: string | null;
}

/** The Overview's review figures: the last 90 days' published average, and those still without a reply. */
export interface ReviewSummary {
  averageLast90Days: number | null;
  countLast90Days: number;
  waitingForReply: number;
}

/** The policy page's live counts. */
export interface ReviewPolicyCounts {
  published: number;
  withheld: Record<WithholdReason, number>;
}
