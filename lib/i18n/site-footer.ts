/**
 * The footer's, contact details' and call bar's words in every language we serve (issue 42). These components
 * render on the server only (decision 072), so neither language reaches the browser's bundle.
 */
import type { Localized } from '#lib/domain/site/locale.ts';
import type { NavLink } from './site-chrome.ts';

export interface FooterWords {
  /** SPEC §2: the footer's links, in order. */
  nav: readonly NavLink[];
  navLabel: string;
  tagline: string;
  exploreHeading: string;
  contactHeading: string;
  followHeading: string;
  /** A social link opens the network's site in a new tab. */
  socialNewTab: string;
  privacyLink: NavLink;
  // SPEC names these two; they lead where the words are, not nowhere (issue 39, R15).
  legalLinks: readonly NavLink[];
  registration: (number: string) => string;
  membershipsLabel: string;
  // SPEC §1: who runs the company, and where the photography comes from.
  partnership: string;
  photoCredit: string;
  rights: string;
}

export const footerWords: Localized<FooterWords> = {
  en: {
    nav: [
      { href: '/packages', label: 'Safari Packages' },
      { href: '/destinations', label: 'Destinations' },
      { href: '/guides', label: 'Our Guides' },
      { href: '/contact', label: 'Contact' },
      { href: '/travel-info', label: 'Travel Info' },
      { href: '/accommodations', label: 'Accommodations' },
      { href: '/faq', label: 'FAQ' },
      { href: '/terms', label: 'Terms & Conditions' },
    ],
    navLabel: 'Footer',
    tagline:
      'Private and small-group safaris across southern and East Africa, planned and guided by people who have spent their lives in the bush.',
    exploreHeading: 'Explore',
    contactHeading: 'Get in touch',
    followHeading: 'Follow us',
    socialNewTab: '(opens in a new tab)',
    privacyLink: { href: '/privacy', label: 'Privacy Policy' },
    legalLinks: [
      { href: '/terms', label: 'Terms of Service' },
      { href: '/privacy#privacy-cookies', label: 'Cookie Policy' },
    ],
    registration: (number) => `Company registration ${number}`,
    membershipsLabel: 'Member of',
    partnership: 'African Safari Tours is a partnership between a professional safari guide and a family.',
    photoCredit: 'Photography from Unsplash, a stock-photo site.',
    rights: 'All rights reserved.',
  },
  de: {
    nav: [
      { href: '/packages', label: 'Safari-Reisen' },
      { href: '/destinations', label: 'Reiseziele' },
      { href: '/guides', label: 'Unsere Guides' },
      { href: '/contact', label: 'Kontakt' },
      { href: '/travel-info', label: 'Reiseinfos' },
      { href: '/accommodations', label: 'Unterkünfte' },
      { href: '/faq', label: 'Häufige Fragen' },
      { href: '/terms', label: 'Reisebedingungen' },
    ],
    navLabel: 'Fußzeile',
    tagline:
      'Private Safaris und Reisen in kleinen Gruppen im südlichen und östlichen Afrika, geplant und geführt von Menschen, die ihr Leben im Busch verbracht haben.',
    exploreHeading: 'Entdecken',
    contactHeading: 'So erreichen Sie uns',
    followHeading: 'Folgen Sie uns',
    socialNewTab: '(öffnet in einem neuen Tab)',
    privacyLink: { href: '/privacy', label: 'Datenschutz' },
    legalLinks: [
      { href: '/terms', label: 'Nutzungsbedingungen' },
      { href: '/privacy#privacy-cookies', label: 'Cookie-Richtlinie' },
    ],
    registration: (number) => `Registernummer ${number}`,
    membershipsLabel: 'Mitglied bei',
    partnership: 'African Safari Tours ist eine Partnerschaft zwischen einem professionellen Safari-Guide und einer Familie.',
    photoCredit: 'Fotos von Unsplash, einer Bildagentur für freie Fotos.',
    rights: 'Alle Rechte vorbehalten.',
  },
};

export interface ContactDetailsWords {
  phoneLabel: string;
  whatsappLabel: string;
  emailLabel: string;
  addressLabel: string;
  whatsappAction: string;
  responseNote: string;
}

export const contactDetailsWords: Localized<ContactDetailsWords> = {
  en: {
    phoneLabel: 'Phone',
    whatsappLabel: 'WhatsApp',
    emailLabel: 'Email',
    addressLabel: 'Address',
    whatsappAction: 'Chat on WhatsApp',
    responseNote: "We'll respond within 24 hours.",
  },
  de: {
    phoneLabel: 'Telefon',
    whatsappLabel: 'WhatsApp',
    emailLabel: 'E-Mail',
    addressLabel: 'Adresse',
    whatsappAction: 'Auf WhatsApp schreiben',
    responseNote: 'Wir antworten innerhalb von 24 Stunden.',
  },
};

/** The slim bar on phones that keeps a call or a WhatsApp message one thumb away (issue 19). */
export const callBarWords: Localized<{ label: string; call: string; callLabel: (phone: string) => string; whatsapp: string; whatsappLabel: string }> = {
  en: {
    label: 'Call or message us',
    call: 'Call',
    callLabel: (phone) => `Call us on ${phone}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Message us on WhatsApp (opens WhatsApp)',
  },
  de: {
    label: 'Rufen Sie uns an oder schreiben Sie uns',
    call: 'Anrufen',
    callLabel: (phone) => `Rufen Sie uns an: ${phone}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Schreiben Sie uns auf WhatsApp (öffnet WhatsApp)',
  },
};
