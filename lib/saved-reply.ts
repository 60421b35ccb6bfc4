import type { InquiryRecord } from '#lib/domain/enquiry/enquiry.types.ts';
import type { TripRef } from '#lib/domain/catalogue/catalogue.types.ts';
import { PLACEHOLDER_PATTERN, type SavedReplyPlaceholder } from '#lib/domain/enquiry/saved-reply.schema.ts';
import { formatDate } from './format.ts';
import { interestLabel } from './inquiry-labels.ts';

/** What an enquiry puts in a saved reply's placeholders; a date not given reads as words, not a gap. */
export function placeholderValues(inquiry: InquiryRecord & { package?: TripRef | null }): Record<SavedReplyPlaceholder, string> {
  return {
    firstName: inquiry.firstName,
    trip: interestLabel({ ...inquiry, tripName: inquiry.package?.name ?? inquiry.tripName }) ?? 'your safari',
    arrivalDate: inquiry.arrivalDate ? formatDate(inquiry.arrivalDate) : 'your travel dates',
  };
}

/** A saved reply's text for one enquiry; anything in braces that is not a placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<SavedReplyPlaceholder, string>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (name in values ? values[name as SavedReplyPlaceholder] : whole));
}
