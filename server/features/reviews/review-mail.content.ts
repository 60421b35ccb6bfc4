import { BRAND_NAME } from '#lib/brand.ts';
import { WITHHOLD_REASON_LABELS } from '#lib/domain/review/review-policy.ts';

/** The words of the review request and its one reminder (issue 31); `review-mail.ts` fills them in. German: review-mail.content.de.ts. */
export const reviewMailContent = {
  request: {
    subject: (trip: string, reference: string) => `How was ${trip}? · Booking ${reference}`,
    greeting: (name: string) => `Dear ${name},`,
    intro: (trip: string) => `Welcome home from ${trip}. We would love to hear how it went.`,
    ask: 'Would you write a short review? It takes a few minutes, and it helps other travellers choose their safari. We publish every review that keeps to our policy, good or bad.',
    open: 'Write your review',
    noIncentive: 'We do not offer anything in return for a review, so that every review stays honest.',
  },
  reminder: {
    subject: (trip: string, reference: string) => `A reminder: your review of ${trip} · Booking ${reference}`,
    intro: (trip: string) => `A week ago we asked how ${trip} went. If you have a few minutes, we would still love to read your review.`,
    last: 'This is the only reminder we send.',
  },
  withheld: {
    /** The policy's reasons, as the mail names them. */
    reasons: WITHHOLD_REASON_LABELS,
    subject: (trip: string, reference: string) => `Your review of ${trip} is not published · Booking ${reference}`,
    intro: (trip: string) => `Thank you for your review of ${trip}. We have read it, and we are not publishing it as it stands.`,
    why: (reason: string) => `Why: ${reason}. Our review policy lets us withhold a review only for this reason or the few others it names.`,
    fix: {
      abuse: 'To fix it, take out the abusive, hateful or threatening words and save it again through your link; we will then read it again.',
      'personal-data': 'To fix it, take out the other person’s name or details and save it again through your link; we will then read it again.',
      'off-topic': 'To fix it, tell us about your safari with us and save it again through your link; we will then read it again.',
      'not-this-trip': 'If your review is about this trip after all, reply to this e-mail and tell us; we will read it again.',
    } as Record<'abuse' | 'personal-data' | 'off-topic' | 'not-this-trip', string>,
    /** When the link no longer edits the review (past its 14 days). */
    reply: 'To fix it, reply to this e-mail with your corrected review; we will read it again.',
    until: (date: string) => `Your link changes your review until ${date}.`,
    open: 'Change my review',
    policy: 'Our review policy',
  },
  signOff: `Warm regards,\n${BRAND_NAME}`,
};

export type ReviewMailContent = typeof reviewMailContent;
