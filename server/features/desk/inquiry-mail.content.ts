import { BRAND_NAME } from '#lib/brand.ts';

/** The words of the enquiry mails; server/features/desk/enquiry.mails.ts puts them together with the enquiry's details. */
export const inquiryMailContent = {
  notGiven: 'Not given',
  fieldLabels: {
    received: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    package: 'Package',
    groupSize: 'Group size',
    dates: 'Travel dates',
    budget: 'Budget',
    leadSource: 'Found us through',
    message: 'Message',
  },
  operator: {
    subject: (name: string, what: string) => `New enquiry: ${name}, ${what}`,
    intro: (name: string) => `${name} sent an enquiry. We promise a reply within 24 hours.`,
    openLabel: 'Open it in the dashboard',
    trip: 'Sent from the trip page of',
    // Issue 29: answers go from the dashboard, so the conversation stays on the enquiry (and its Reply-To is the desk's).
    answerHint: (firstName: string) => `Answer ${firstName} from the dashboard (the link above), so the conversation stays on the enquiry.`,
  },
  traveller: {
    subject: `We have your safari enquiry – ${BRAND_NAME}`,
    greeting: (firstName: string) => `Dear ${firstName},`,
    thanks: "Thank you for your enquiry. We'll respond within 24 hours.",
    restateIntro: 'This is what you asked us for:',
    sooner: 'If you would like to talk sooner, call us or message us on WhatsApp:',
    soonerByPhone: 'If you would like to talk sooner, call us:',
    phoneLabel: 'Phone',
    whatsappLabel: 'WhatsApp',
    signOff: `Warm regards,\n${BRAND_NAME}`,
    footer: 'You receive this one message because you sent an enquiry on our website. Reply to it to reach us.',
  },
  reply: {
    footer: `${BRAND_NAME}`,
  },
} as const;
