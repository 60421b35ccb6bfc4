/** Navigation, footer and contact copy shared by every public page (SPEC §2, header, menus, footer). */

export interface NavLink {
  href: string;
  label: string;
}

/** SPEC §2: the desktop header's links, in order; the Contact button follows them. */
export const desktopNav: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/packages', label: 'Packages' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/accommodations', label: 'Accommodations' },
  { href: '/travel-info', label: 'Travel Info' },
  { href: '/guides', label: 'Guides' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/faq', label: 'FAQ' },
];

/** SPEC §2: the mobile menu adds the activity pages; Contact (scroll) closes the list. */
export const mobileNav: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/packages', label: 'Packages' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/accommodations', label: 'Accommodations' },
  { href: '/travel-info', label: 'Travel Info' },
  { href: '/cheetah-walk', label: 'Cheetah Walk' },
  { href: '/jessica-hippo', label: 'Jessica the Hippo' },
  { href: '/panorama-route', label: 'Panorama Route' },
  { href: '/quad-biking', label: 'Quad Biking' },
  { href: '/victoria-falls', label: 'Victoria Falls' },
  { href: '/guides', label: 'Guides' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/faq', label: 'FAQ' },
];

export const headerContent = {
  contactLabel: 'Contact',
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  menuTitle: 'Menu',
  skipLink: 'Skip to content',
  mainNavLabel: 'Main',
  homeLinkLabel: 'home page',
};

/** SPEC §2: the footer's links, in order. */
export const footerNav: readonly NavLink[] = [
  { href: '/packages', label: 'Safari Packages' },
  { href: '/destinations', label: 'Destinations' },
  { href: '/guides', label: 'Our Guides' },
  { href: '/contact', label: 'Contact' },
  { href: '/travel-info', label: 'Travel Info' },
  { href: '/accommodations', label: 'Accommodations' },
  { href: '/faq', label: 'FAQ' },
  { href: '/terms', label: 'Terms & Conditions' },
];

/** Beside both enquiry forms. */
export const privacyNoteContent = {
  text: 'We use your details only to answer and plan your safari, and erase them when you ask.',
  link: { href: '/privacy', label: 'Read our Privacy Policy' },
};

export const footerContent = {
  tagline: 'Private and small-group safaris across southern and East Africa, planned and guided by people who have spent their lives in the bush.',
  exploreHeading: 'Explore',
  contactHeading: 'Get in touch',
  followHeading: 'Follow us',
  /** A social link opens the network's site in a new tab. */
  socialNewTab: '(opens in a new tab)',
  // The privacy notice now exists (issue 10); the other two stay text.
  privacyLink: { href: '/privacy', label: 'Privacy Policy' },
  // SPEC names these two; they lead where the words are, not nowhere (issue 39, R15).
  legalLinks: [
    { href: '/terms', label: 'Terms of Service' },
    { href: '/privacy#privacy-cookies', label: 'Cookie Policy' },
  ],
  registration: (number: string) => `Company registration ${number}`,
  membershipsLabel: 'Member of',
  // SPEC §1: who runs the company, and where the photography comes from.
  partnership: 'African Safari Tours is a partnership between a professional safari guide and a family.',
  photoCredit: 'Photography from Unsplash, a stock-photo site.',
  rights: 'All rights reserved.',
};

export const contactDetailsContent = {
  phoneLabel: 'Phone',
  whatsappLabel: 'WhatsApp',
  emailLabel: 'Email',
  addressLabel: 'Address',
  whatsappAction: 'Chat on WhatsApp',
  responseNote: "We'll respond within 24 hours.",
};

/** A testimonial's rating, for screen readers (the stars are drawn). */
export const testimonialContent = {
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
};

/** The slim bar on phones that keeps a call or a WhatsApp message one thumb away (issue 19). */
export const callBarContent = {
  label: 'Call or message us',
  call: 'Call',
  callLabel: (phone: string) => `Call us on ${phone}`,
  whatsapp: 'WhatsApp',
  whatsappLabel: 'Message us on WhatsApp (opens WhatsApp)',
};

/** The photo viewer, wherever photos open in it (home teaser, destination pages, the gallery). */
export const lightboxContent = {
  openLabel: (title: string) => `View larger: ${title}`,
  previous: 'Previous photo',
  next: 'Next photo',
};
