import { WITHHOLD_REASON_LABELS, type WithholdReason } from '#lib/domain/review/review-policy.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2027-05" → "May 2027". */
export const monthOfTravel = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** The words of the review pages and the reviews shown on trip pages and the home page (issue 31). */
export const reviewsContent = {
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  provenance: (yearMonth: string, country: string) => `Travelled ${monthOfTravel(yearMonth)} · booked with us · ${country}`,
  replyFrom: 'Our reply',
  average: (average: number, count: number) => `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  verified: 'Every review comes from a traveller who booked this trip with us and travelled.',
  policyLink: 'How we collect reviews',
  allReviews: 'Read every review',
  tripReviews: { eyebrow: 'Reviews', title: 'From travellers who went', more: (count: number) => `Read all ${count} reviews of this trip` },
  home: { heading: 'From travellers who booked with us', link: 'All reviews' },
  photoAlt: (name: string, index: number) => `Photo ${index + 1} from ${name}’s trip`,
  list: {
    title: 'Reviews',
    heading: 'Reviews from our travellers',
    intro: 'Every review here was written by a traveller who booked a safari with us and went. We ask each of them after the trip, and we publish what they write unless it breaks our policy.',
    description: 'Reviews of our safaris, written only by travellers who booked with us and travelled.',
    filterLabel: 'Trip',
    allTrips: 'All trips',
    filter: 'Show',
    none: 'No reviews yet. They appear here once travellers are home from their trips.',
    noneForTrip: 'No reviews of this trip yet.',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: 'Newer reviews',
    next: 'Older reviews',
  },
  policy: {
    title: 'How we collect reviews',
    description: 'Who can review our safaris, when we ask, and what we withhold and why, with the live counts.',
    heading: 'How we collect reviews',
    who: {
      heading: 'Who can write a review',
      text: 'Only travellers who booked a safari with us and travelled. Each review is written through a private link we e-mail to the lead traveller of a booking, so every review on this site belongs to a real trip. We never publish reviews we wrote ourselves or typed in for someone.',
    },
    when: {
      heading: 'When we ask',
      text: 'Three days after the trip ends we e-mail the lead traveller a link to write a review, and one reminder a week later if no review came. We never ask about a cancelled booking. We offer nothing in return for a review.',
    },
    what: {
      heading: 'What we publish',
      text: 'Every review is published, good or bad, unless it breaks one of the rules below. The trip and the month of travel come from the booking, not from the traveller. We may reply once, publicly, under a review. A traveller can correct their review through the same link for 14 days.',
    },
    withheld: {
      heading: 'What we withhold, and how often',
      intro: 'We withhold a review only for one of these reasons, and we count every one here:',
      reason: (reason: WithholdReason) => WITHHOLD_REASON_LABELS[reason],
      count: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'} withheld`,
      published: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'} published`,
    },
  },
  form: {
    title: (trip: string) => `Review ${trip}`,
    heading: (trip: string) => `How was ${trip}?`,
    intro: (month: string) => `You travelled with us in ${month}. Your review is published on our site with the trip and the month, your name and your country.`,
    editing: (until: string) => `You can change your review through this link until ${until}.`,
    locked: 'This review can no longer be changed. Thank you for writing it.',
    withheld: (reason: string) => `We have not published this review. Why: ${reason}. You can change it below; we will then read it again.`,
    cancelled: { heading: 'This booking was cancelled', text: 'A cancelled booking cannot be reviewed. If this is a mistake, please reply to our e-mail.' },
    rating: 'Your overall rating',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    parts: 'Rate the parts too (optional)',
    guiding: 'Guiding',
    lodges: 'Lodges',
    value: 'Value for money',
    clear: 'No rating',
    reviewTitle: 'Title',
    text: 'Your review',
    textHint: (min: number, max: number) => `${min} to ${max.toLocaleString('en')} characters`,
    counter: (n: number, max: number) => `${n.toLocaleString('en')} of ${max.toLocaleString('en')} characters`,
    name: 'Name to show',
    country: 'Country',
    photos: 'Photos (optional)',
    photosHint: (max: number) => `Up to ${max} photos, JPEG, PNG, WebP or AVIF, at most 15 MB each.`,
    consent: 'I agree to this review, my name and my country being published on this site.',
    submit: 'Publish my review',
    update: 'Save my changes',
    submitting: 'Saving…',
    failed: 'Your review could not be saved',
    photoFailed: (name: string, why: string) => `${name} could not be added: ${why}`,
    photosSaved: (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'} added.`,
    thanks: {
      heading: 'Thank you for your review',
      text: 'It is on our site now, on the trip’s page and with our other reviews.',
      withheld: 'We have saved your changes. Your review is still withheld: we will read it again, and publish it if it keeps to our policy.',
      elsewhere: 'If you would like to, you can review us on these sites too. We offer nothing in return: it simply helps other travellers find us.',
      edit: 'Change my review',
    },
  },
  policyReasons: WITHHOLD_REASON_LABELS,
};

/** The review form's words (`/reviews/<token>`); their German sibling is reviews.content.de.ts (issue 42). */
export type ReviewFormCopy = typeof reviewsContent.form & { reasons: Record<WithholdReason, string>; month: (yearMonth: string) => string };

