/** Default copy of the closing contact section (SPEC §2, home's contact section). */
export const contactSectionContent = {
  eyebrow: 'Contact Us',
  heading: 'Start Planning Your Safari',
  intro: 'Tell us who is travelling, when, and what you dream of seeing. Your guide will help you shape the trip.',
  promise: "We'll respond within 24 hours with ideas, availability and a quote. No payment is taken online.",
};
