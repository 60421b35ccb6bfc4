/**
 * Copy of the FAQ page around its questions; the questions and answers themselves are stored in
 * PostgreSQL and edited under Settings (shipped texts: database/seeds/site-texts.content.ts).
 */
export interface CustomizationOption {
  icon: 'calendar' | 'group' | 'bed' | 'map' | 'binoculars' | 'heart';
  title: string;
  text: string;
}

export const faqHero = {
  eyebrow: 'Good to know',
  title: 'Frequently Asked Questions',
  intro: 'Everything travellers usually ask us before they book, from what is included to how payments work. If your question is not here, we are a phone call away.',
};

export const faqSection = {
  title: 'Your questions, answered',
  // SPEC's FAQ and terms give different payment figures; the FAQ says the terms prevail (DESIGN).
  termsNote: 'These answers are a summary. The binding payment and cancellation terms are those in our',
  termsLink: { href: '/terms', label: 'Terms and Conditions' },
  termsNoteEnd: ', which prevail where they differ.',
};

export const customization = {
  eyebrow: 'Made for you',
  title: 'Build the safari you have in mind',
  intro: 'No two of our trips are the same. These are the things we shape around you.',
  options: [
    { icon: 'calendar', title: 'Trip length', text: 'A long weekend in the Kruger or a grand tour of three weeks: anything from 3 days to 3 weeks.' },
    { icon: 'group', title: 'Group size', text: 'Private trips for two, family safaris and groups of up to 20 travelling together.' },
    { icon: 'bed', title: 'Accommodation', text: 'From luxury lodges to classic safari tents and comfortable standard lodges.' },
    { icon: 'map', title: 'Destinations', text: 'Stay in South Africa or cross borders to Botswana, Zimbabwe and beyond.' },
    { icon: 'binoculars', title: 'Activities', text: 'Game drives, cheetah walks, quad biking, the Panorama Route and Victoria Falls.' },
    { icon: 'heart', title: 'Special occasions', text: 'Honeymoons, anniversaries and milestone birthdays, with the touches that make them memorable.' },
  ] satisfies CustomizationOption[],
  cta: { label: 'Start Planning Your Safari', href: '/contact' },
};

export const stillQuestions = {
  title: 'Still have questions?',
  text: 'Our family answers every enquiry personally, within 24 hours.',
  contact: { label: 'Contact Us', href: '/contact' },
  callLabel: (phone: string) => `Call ${phone}`,
};
