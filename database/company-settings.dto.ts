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
  /** The physical address, lines separated by newlines. */
  address: string | null;
  registrationNumber: string | null;
  /** Association memberships as the operator names them (e.g. "SATSA member"). */
  memberships: string[];
  socials: SocialLink[];
  /** Null until the operator enters them. */
  bank: BankDetails | null;
}

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
