/** Where travellers pay a deposit by bank transfer (issue 18): shown only on booking confirmations. */
export interface BankDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  branchCode: string | null;
  /** SWIFT/BIC, for transfers from abroad. */
  swift: string | null;
}

export interface SocialLink {
  /** The network's name as visitors read it ("Facebook", "Instagram"). */
  label: string;
  url: string;
}

/** The operator's own details, edited under Settings; every public page, mail and JSON-LD reads them. */
export interface CompanySettings {
  /** Shown on the site and used for tel: links. */
  phone: string;
  /** Digits only, international form, for wa.me links; null hides WhatsApp everywhere. */
  whatsapp: string | null;
  email: string;
  /** The operator's 24-hour emergency number (issue 30): on vouchers and the traveller's pack. */
  emergencyPhone: string | null;
  /** The physical address, lines separated by newlines. */
  address: string | null;
  registrationNumber: string | null;
  /** Association memberships as the operator names them (e.g. "SATSA member"). */
  memberships: string[];
  socials: SocialLink[];
  /** Null until the operator enters them. */
  bank: BankDetails | null;
  /** The refund a traveller's cancellation earns, by days before departure (issue 26); most days first. */
  cancellationSchedule: CancellationBand[];
  /**
   * Where a traveller who has just reviewed a trip is invited to review the operator too (issue 31): Google,
   * Tripadvisor, SafariBookings… as the operator names them. Empty: no invitation.
   */
  reviewLinks: SocialLink[];
}

/** Cancelled `daysBefore` or more whole days before departure: `refundPercent` of the total back. */
export interface CancellationBand {
  daysBefore: number;
  refundPercent: number;
}

/** SPEC's terms: 90 or more days 50 %, 60-89 days 25 %, 30-59 days 10 %, under 30 days none. */
export const DEFAULT_CANCELLATION_SCHEDULE: readonly CancellationBand[] = [
  { daysBefore: 90, refundPercent: 50 },
  { daysBefore: 60, refundPercent: 25 },
  { daysBefore: 30, refundPercent: 10 },
];

/** A question and its answer on /faq. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A section of /terms. */
export interface TermsSection {
  heading: string;
  body: string;
}

/** What every page is told about the company (`pageContext.site`): all but the bank details, and the operator's time zone. */
export interface SiteDetails extends Omit<CompanySettings, 'bank' | 'cancellationSchedule' | 'reviewLinks'> {
  /** The operator's IANA time zone (`SITE_TIMEZONE`): staff read every time in it. */
  timeZone: string;
}
