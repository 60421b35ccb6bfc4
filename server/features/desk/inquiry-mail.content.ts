import { BRAND_NAME } from '#lib/brand.ts';
import { budgetLabel, groupSizeLabel, packageInterestLabel } from '#lib/inquiry-labels.ts';

/** The words of the staff's enquiry mails; server/features/desk/enquiry.mails.ts puts them together with the enquiry's details. */
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
  reply: {
    footer: `${BRAND_NAME}`,
  },
} as const;

/**
 * The traveller's acknowledgement, in each language we serve (issue 42): the German in inquiry-mail.content.de.ts.
 * The form's codes (interest, group, budget) are read out here too, as the traveller would say them.
 */
export interface AcknowledgementCopy {
  subject: string;
  greeting: (firstName: string) => string;
  thanks: string;
  restateIntro: string;
  labels: { package: string; groupSize: string; dates: string; budget: string; message: string };
  notGiven: string;
  dates: { range: (from: string, to: string) => string; arriving: (on: string) => string; leaving: (on: string) => string };
  interest: (code: string) => string;
  groupSize: (code: string) => string;
  budget: (code: string) => string;
  sooner: string;
  soonerByPhone: string;
  phoneLabel: string;
  whatsappLabel: string;
  signOff: string;
  footer: string;
}

export const acknowledgementEn: AcknowledgementCopy = {
  subject: `We have your safari enquiry – ${BRAND_NAME}`,
  greeting: (firstName) => `Dear ${firstName},`,
  thanks: "Thank you for your enquiry. We'll respond within 24 hours.",
  restateIntro: 'This is what you asked us for:',
  labels: {
    package: inquiryMailContent.fieldLabels.package,
    groupSize: inquiryMailContent.fieldLabels.groupSize,
    dates: inquiryMailContent.fieldLabels.dates,
    budget: inquiryMailContent.fieldLabels.budget,
    message: inquiryMailContent.fieldLabels.message,
  },
  notGiven: inquiryMailContent.notGiven,
  dates: { range: (from, to) => `${from} to ${to}`, arriving: (on) => `arriving ${on}`, leaving: (on) => `leaving ${on}` },
  interest: packageInterestLabel,
  groupSize: groupSizeLabel,
  budget: budgetLabel,
  sooner: 'If you would like to talk sooner, call us or message us on WhatsApp:',
  soonerByPhone: 'If you would like to talk sooner, call us:',
  phoneLabel: 'Phone',
  whatsappLabel: 'WhatsApp',
  signOff: `Warm regards,\n${BRAND_NAME}`,
  footer: 'You receive this one message because you sent an enquiry on our website. Reply to it to reach us.',
};
