import type { AuditKind } from '#lib/domain/staff/activity.schema.ts';

/** How each audited entity appears in the log; entities not listed here are not audited. */
export interface AuditPolicy {
  kind: AuditKind;
  /** A short name for the record (never an enquirer's personal data). */
  label?: (entity: Record<string, unknown>) => unknown;
  /** Fields whose values are kept in the log; the others are named but their values withheld. */
  valuesOf?: readonly string[];
  /** The record the entry is about, when not the entity itself (a desk event belongs to its enquiry). */
  recordId?: (entity: Record<string, unknown>) => string | undefined;
  /** Changes another entry already tells (the desk's status event repeats the enquiry's own change). */
  skip?: (entity: Record<string, unknown>) => boolean;
  /** Fields whose change another entry tells: left out of an update, which with nothing else is no entry. */
  untold?: readonly string[];
}

export type { AuditKind } from '#lib/domain/staff/activity.schema.ts';

/** Values never written to the log in any form, whatever the entity. */
export const SECRET_FIELDS = new Set(['password', 'passwordHash', 'token', 'secret', 'tokenHash', 'linkNonce', 'data']);
/** Bookkeeping fields whose change says nothing to a reader. */
export const IGNORED_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

const byName = (e: Record<string, unknown>) => e.name;
/** The texts staff edit under Settings, as the log names them. */
const SITE_TEXT_LABELS: Record<string, string> = { faq: 'FAQ', terms: 'Terms and Conditions' };

const POLICIES: Record<string, AuditPolicy> = {
  Package: { kind: 'package', label: byName },
  GalleryFolder: { kind: 'gallery', label: byName },
  Gallery: { kind: 'gallery', label: byName },
  GalleryPhoto: { kind: 'gallery', label: (e) => e.title },
  Testimonial: { kind: 'testimonial', label: byName },
  Image: { kind: 'image', label: (e) => e.originalName },
  Admin: { kind: 'account', label: (e) => e.username },
  CompanySettingsRow: { kind: 'settings', label: () => 'Company details' },
  SiteText: { kind: 'settings', label: (e) => SITE_TEXT_LABELS[String(e.key)] ?? e.key },
  // Desk data: filed with the enquiries' entries.
  SavedReply: { kind: 'inquiry', label: byName },
  // Issue 18: the figures and states are kept; the traveller's words and names are not (personal data),
  // and a proposal's link is never logged in any form.
  Proposal: { kind: 'proposal', label: (e) => `Version ${e.version}`, valuesOf: ['status', 'version', 'currency', 'totalMinor', 'depositMinor', 'depositPercent', 'validUntil', 'startDate', 'adults', 'children', 'viewCount'] },
  Booking: {
    kind: 'booking',
    label: (e) => e.reference,
    // Issue 26: cancellation and refunds by their figures; the reason (staff's note about the traveller) is not kept.
    valuesOf: ['reference', 'status', 'currency', 'totalMinor', 'depositMinor', 'paidMinor', 'departureOn', 'balanceDueOn', 'refundedMinor', 'refundDueMinor', 'refundPercent', 'cancelledOn'],
  },
  Payment: { kind: 'booking', recordId: (e) => (e.booking as { id?: string } | undefined)?.id, valuesOf: ['amountMinor', 'currency', 'receivedOn', 'method', 'voidedAt'] },
  Refund: { kind: 'booking', recordId: (e) => (e.booking as { id?: string } | undefined)?.id, valuesOf: ['amountMinor', 'currency', 'paidOn', 'method'] },
};

/**
 * Enquiries (and the desk's notes and replies, whatever their entity names) hold personal data:
 * the log keeps that something happened and which fields changed, and the values only of these.
 */
const INQUIRY_POLICY: AuditPolicy = {
  kind: 'inquiry',
  valuesOf: ['status', 'isSpam', 'spam', 'leadSource', 'source', 'firstRespondedAt', 'locale'],
  // Its reply, its "marked as answered" or the traveller's answer is the entry (decision 133).
  untold: ['needsReply', 'needsReplySince'],
};

/** The desk's timeline: a note or reply is logged against its enquiry, with its kind but not its text. */
const INQUIRY_EVENT_POLICY: AuditPolicy = {
  kind: 'inquiry',
  valuesOf: ['kind'],
  // A mail's entry names its template (never its words): staff's reply reads "replied", a receipt "sent the receipt".
  label: (e) => (e.kind === 'mail' ? (e.mail as { template?: unknown } | undefined)?.template : undefined),
  recordId: (e) => (e.inquiry as { id?: string } | undefined)?.id,
  // A send and a payment are told by the proposal's and the payment's own entries, in their figures (issue 29).
  skip: (e) => e.kind === 'received' || e.kind === 'status' || e.kind === 'proposal-sent' || e.kind === 'payment',
};

/** An address staff added to an enquiry (decision 136): filed with its enquiry, the address itself withheld. */
const INQUIRY_ADDRESS_POLICY: AuditPolicy = { kind: 'inquiry', valuesOf: [], recordId: (e) => (e.inquiry as { id?: string } | undefined)?.id };

/** Bookkeeping that is no one's action, and the booking's own timeline (issue 26), itself a log of the writes above. */
const NOT_AUDITED = new Set(['InquiryIdempotencyKey', 'BookingReminder', 'BookingEvent']);

export function auditPolicy(entityName: string): AuditPolicy | undefined {
  if (NOT_AUDITED.has(entityName)) return undefined;
  if (entityName in POLICIES) return POLICIES[entityName];
  if (entityName === 'InquiryEvent') return INQUIRY_EVENT_POLICY;
  if (entityName === 'InquiryAddress') return INQUIRY_ADDRESS_POLICY;
  if (entityName.startsWith('Inquiry')) return INQUIRY_POLICY;
  return undefined;
}
