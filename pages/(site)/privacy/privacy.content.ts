/**
 * The privacy notice (issue 10): what the enquiry forms collect, why, how long it is kept, who sees
 * it and how to have it erased, for South Africa's POPIA and, for European travellers, the GDPR.
 * It describes what the software does: change it when the software changes.
 */
import { INQUIRY_RETENTION } from '#lib/domain/enquiry/inquiry-retention.ts';

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
}

export const privacyHero = {
  eyebrow: 'Your information, and what we do with it',
  title: 'Privacy Policy',
  intro: 'We ask only for what we need to plan your safari, use it only for that, and erase it when you ask us to.',
};

export const privacyUpdated = { label: 'Last updated November 2026', iso: '2026-11' };

export const privacySections: PrivacySection[] = [
  {
    id: 'who',
    title: 'Who is responsible',
    paragraphs: [
      'African Safari Tours, a partnership between a professional safari guide and a family in South Africa, is the responsible party under the Protection of Personal Information Act (POPIA) and the controller under the EU and UK General Data Protection Regulation (GDPR) for what you send us through this website.',
      'Our information officer is the partner who runs the office. You can reach them at the e-mail address below.',
    ],
  },
  {
    id: 'collect',
    title: 'What our forms collect',
    paragraphs: ['When you send an enquiry from the home page or the contact page, we receive:'],
    points: [
      'your first and last name and your e-mail address;',
      'your phone number, if you give one on the contact page;',
      'the kind of safari, group size, budget range and travel dates you choose, and your message;',
      'the page you first arrived on and the site or campaign that sent you, if your browser tells us, so we know which of our efforts reach travellers;',
      'the time we received it.',
    ],
  },
  {
    id: 'why',
    title: 'Why we use it',
    paragraphs: [
      'We use your enquiry to answer you, to plan and quote your safari, and, if you book, to arrange it. The lawful basis is the steps you ask us to take before a contract (POPIA section 11(1)(b); GDPR article 6(1)(b)).',
      'We do not send newsletters or marketing, we do not sell or rent your information, and we make no automated decisions about you.',
    ],
  },
  {
    id: 'who-sees',
    title: 'Who sees it',
    paragraphs: [
      'Only our own staff, each signing in with a personal account; every change they make is recorded in a log with their name. Beyond them:',
    ],
    points: [
      'our hosting and database provider stores the website and its data on our behalf;',
      'our e-mail provider carries the messages between us;',
      'if you book, the lodges, guides and transport operators of your trip receive the names and details they need to host you.',
    ],
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    paragraphs: [
      `We keep an enquiry for up to ${INQUIRY_RETENTION.inWords} after our last contact with you, so that we can pick up a conversation you return to, and then erase it. If you book, we keep the booking records for five years, as South African tax law requires.`,
      'When we erase an enquiry, your details, messages and our notes about it are deleted; our activity log keeps only that an enquiry was erased, by whom and when.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: [
      'The public website sets no cookies and runs no tracking or advertising scripts. Only our staff receive a cookie, to stay signed in to the dashboard.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights, and how to ask for erasure',
    paragraphs: [
      'You may ask us what we hold about you, have it corrected, receive a copy, object to its use, or have it erased. Write to us at the e-mail address below from the address you used in your enquiry (or tell us how to confirm it is you). We answer within 30 days, and there is no charge.',
      'If you are not satisfied with our answer, you may complain to South Africa’s Information Regulator (inforeg.org.za) or, in Europe, to the data protection authority of your country.',
    ],
  },
];

export const privacyContact = {
  title: 'Questions or requests',
  text: 'Write to us about anything on this page:',
};
