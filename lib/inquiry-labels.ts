import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { BUDGET_RANGES, PACKAGE_INTERESTS, SAFARI_TYPES } from '#lib/domain/enquiry/inquiry.schema.ts';

/**
 * An enquiry's stored codes as staff and travellers read them: one place for the desk, the site's
 * forms, the CSV export and the activity log (issue 21: no raw codes in the dashboard).
 */

/** The desk's statuses; `pending` is SPEC's default, shown as "New". */
export const STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  lost: 'Lost',
  spam: 'Spam',
};

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The home form stores a package interest, the contact form a safari type, in the same field. */
export function packageInterestLabel(value: string): string {
  return labelOf([...PACKAGE_INTERESTS, ...SAFARI_TYPES], value);
}

/**
 * What an enquiry is about, wherever the desk, a mail, the CSV or a saved reply says it (issue 29): the trip it
 * names, else SPEC's interest (or the contact form's safari type) as chosen; null when neither was given.
 */
export function interestLabel(inquiry: { tripName?: string | null; packageType: string; safariType?: string | null }): string | null {
  if (inquiry.tripName) return inquiry.tripName;
  const chosen = inquiry.safariType || inquiry.packageType;
  return chosen ? packageInterestLabel(chosen) : null;
}

export function safariTypeLabel(value: string): string {
  return labelOf(SAFARI_TYPES, value);
}

export function budgetLabel(value: string): string {
  return labelOf(BUDGET_RANGES, value);
}

/** Group sizes read as people, not bare numbers; the contact form may leave it out ("not given"). */
export function groupSizeLabel(size: string): string {
  if (size === 'not given') return 'Not given';
  return size === '1' ? '1 person' : `${size} people`;
}

export const FORM_LABELS: Readonly<Record<string, string>> = { home: 'Home page form', contact: 'Contact page form' };
/** Any other form is a page's contact section; its value is the page's path. */
export const SECTION_FORM_PREFIX = 'Contact section of ';

/** Which form sent it: the two named forms, else the page whose contact section it was. */
export function formLabel(form: string): string {
  return FORM_LABELS[form] ?? `${SECTION_FORM_PREFIX}${form}`;
}
