import { BRAND_NAME } from '#lib/brand.ts';

/** The words of the review request and its one reminder (issue 31); `review-mail.ts` fills them in. */
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
  signOff: `Warm regards,\n${BRAND_NAME}`,
};
