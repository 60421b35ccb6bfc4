/**
 * Copy of the Terms page around its sections; the sections themselves are stored in PostgreSQL and
 * edited under Settings (shipped texts, SPEC §9's figures: database/seeds/site-texts.content.ts).
 */
export const termsHero = {
  eyebrow: 'The small print, in plain words',
  title: 'Terms and Conditions',
  intro: 'Please read these terms before you book. They set out what we promise you, and what we ask of you in return.',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Last updated January 2025", from when the sections were last saved. */
export const lastUpdated = (year: number, month: number) => `Last updated ${MONTHS[month - 1]} ${year}`;

export const acknowledgement = {
  title: 'Acceptance of these terms',
  text: 'By booking a safari with us, you confirm that you have read, understood and accepted these Terms and Conditions.',
  question: 'Questions about these terms?',
  contact: { label: 'Contact Us', href: '/contact' },
};
