/** The contact page's copy (SPEC §2, /contact). */

export const contactPageContent = {
  eyebrow: 'Contact Us',
  heading: 'Let’s Plan Your Safari Together',
  intro: "Call, message or write to us: a member of the family answers every inquiry, and we'll respond within 24 hours.",
  cardsLabel: 'Ways to reach us',
  call: { title: 'Call Us', text: 'Speak to a guide directly, seven days a week.' },
  form: { title: 'Send an Inquiry', text: 'Tell us about your dream trip in the form below.', action: 'Go to the Form' },
  whatsapp: {
    title: 'WhatsApp',
    text: 'Chat with us from anywhere in the world.',
    action: 'Chat on WhatsApp',
    newTab: '(opens in a new tab)',
  },
  formAside: {
    heading: 'What happens next',
    steps: [
      "We'll respond within 24 hours with first ideas and questions.",
      'Together we shape the route, the lodges and the pace of your days.',
      'You receive a detailed itinerary and quote, with no obligation.',
    ],
  },
  /** Who we are on paper: shown for whatever the company has entered under Settings. */
  company: {
    heading: 'Our details',
    email: 'Email',
    address: 'Address',
    registration: 'Company registration',
    memberships: 'Member of',
    socials: 'Follow us',
    newTab: '(opens in a new tab)',
  },
};

export const destinationsContent = {
  heading: 'Popular Safari Destinations',
  intro: 'Not sure where to start? These are the places our travellers ask about most.',
  destinations: [
    { href: '/victoria-falls-detail', name: 'Victoria Falls', country: 'Zimbabwe and Zambia', badge: 'Wonder of World', photoId: '1568625502763-2a5ec6a94c47', alt: 'Victoria Falls thundering into the gorge' },
    { href: '/chobe-detail', name: 'Chobe National Park', country: 'Botswana', badge: '140k+ Elephants', photoId: '1557050543-4d5f4e07ef46', alt: 'Elephants crossing the Chobe River' },
    { href: '/addo-elephant-detail', name: 'Addo Elephant National Park', country: 'South Africa', badge: 'Big 7 Wildlife', photoId: '1564760055775-d63b17a55c44', alt: 'A young elephant in the Addo bush' },
    { href: '/cape-town-detail', name: 'Cape Town', country: 'South Africa', badge: 'Mother City', photoId: '1580060839134-75a5edca2e99', alt: 'Table Mountain above Cape Town' },
  ],
};
