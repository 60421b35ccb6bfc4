import type { ActivityEntry } from '#lib/domain/staff/staff.types.ts';
import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { STATUS_LABELS } from '#lib/inquiry-labels.ts';
import { formatMinor } from '#lib/domain/money/money.ts';
import { activityContent } from './activity.content.ts';
import { mailContent } from '../mail/mail.content.ts';
import type { MailTemplate } from '#lib/domain/mail/mail.types.ts';

const copy = activityContent.sentence;
const SESSION_ACTIONS = ['signed-in', 'signed-out', 'sign-in-failed'] as const;

/** A "Forgot password?" on the login page: a signed-out visitor asked, whoever they are (decision 158). */
const askedBySomeone = (entry: ActivityEntry) => entry.action === 'password-link-requested' && entry.actorId === null;

/** Who the entry says acted: the person, or "someone" for a visitor's reset request (the entry keeps the account's name). */
export function actorWords(entry: ActivityEntry): string {
  return askedBySomeone(entry) ? copy.someone : entry.actorName;
}

/** What one audit entry says, as a sentence after the person's name: "edited package “Kruger Classic”". */
export function describeActivity(entry: ActivityEntry): string {
  if (askedBySomeone(entry)) return copy.resetRequested(entry.label ?? entry.actorName, entry.ip);
  if (entry.action === 'sign-in-failed' && (entry.changes as { accountInactive?: unknown } | null)?.accountInactive === true) return copy.signInInactive;
  const session = SESSION_ACTIONS.find((action) => action === entry.action);
  if (session) return copy[session];
  if (entry.action === 'reordered') {
    const level = (entry.changes as { level?: string } | null)?.level;
    if (level === 'folder') return copy.reorderedFolders;
    return level === 'gallery' ? copy.reorderedGalleries(entry.label ?? '') : copy.reorderedPhotos(entry.label ?? '');
  }
  const subject = entry.subject ?? null;
  if (entry.recordType === 'InquiryEvent') {
    const kind = (entry.changes as { kind?: string } | null)?.kind;
    if (kind === 'answered') return copy.markedAnswered(subject);
    if (kind && kind in copy.deskEvents) return copy.deskEvents[kind as keyof typeof copy.deskEvents](subject);
    if (kind !== 'mail') return copy.noted(subject);
    // Only staff's own reply is "replied"; the mails a step sends by itself say which mail went (issue 39, R13).
    const template = entry.label as MailTemplate | null;
    return !template || template === 'reply' ? copy.replied(subject) : copy.mailed(mailContent.templates[template] ?? inWords(template), subject);
  }
  const sale = saleSentence(entry, subject);
  if (sale) return sale;
  // Reads of personal data (decision 137): who opened whose enquiry, and how many rows an export held.
  if (entry.recordType === 'Inquiry' && entry.action === 'viewed') return copy.viewedInquiry(subject);
  if (entry.recordType === 'Inquiry' && entry.action === 'exported') {
    const { rows, complete } = (entry.changes ?? {}) as { rows?: number; complete?: boolean };
    return copy.exported(rows ?? 0, complete !== false);
  }
  if (entry.recordType === 'Inquiry' && entry.action === 'updated') {
    const status = statusChange(entry);
    if (status) return copy.marked(subject, STATUS_LABELS[status] ?? status);
    if (subject) return copy.editedInquiry(subject);
  }
  // A record type or action added later without its words still reads as words ("CompanySettings" → "company settings").
  const noun = activityContent.nouns[entry.recordType] ?? inWords(entry.recordType);
  const verb = activityContent.verbs[entry.action] ?? inWords(entry.action);
  return entry.label ? copy.withLabel(verb, noun, entry.label) : copy.withoutLabel(verb, noun);
}

/** A proposal's and a payment's entries in staff words (issue 29): "sent proposal v2 to …", "recorded $1,398.30 on AST-VFP8". */
function saleSentence(entry: ActivityEntry, subject: string | null): string | null {
  const changes = (entry.changes ?? {}) as Record<string, unknown>;
  if (entry.recordType === 'Proposal') {
    const version = Number(/\d+/.exec(entry.label ?? '')?.[0] ?? NaN);
    const v = Number.isFinite(version) ? `v${version}` : '';
    if (entry.action === 'created') return copy.proposalDrafted(v, subject);
    const to = (changes.status as { to?: unknown } | undefined)?.to;
    if (entry.action === 'updated' && to === 'sent') return copy.proposalSent(v, subject);
    if (entry.action === 'updated' && typeof to === 'string') return copy.proposalMarked(v, subject, to);
    if (entry.action === 'updated') return copy.proposalEdited(v, subject);
    return null;
  }
  // Minor units are logged as text (bigint columns).
  const minor = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value)) ? Number(value) : null);
  const currency = typeof changes.currency === 'string' ? changes.currency : (entry.currency ?? 'USD');
  const amount = minor(changes.amountMinor);
  if (entry.recordType === 'Payment' && entry.action === 'created' && amount !== null) return copy.paymentRecorded(formatMinor(amount, currency), subject);
  if (entry.recordType === 'Refund' && entry.action === 'created' && amount !== null) return copy.refundRecorded(formatMinor(amount, currency), subject);
  // The ledger's running total beside each payment: what the booking now has received.
  const paid = changes.paidMinor as { from?: unknown; to?: unknown } | undefined;
  const paidTo = minor(paid?.to);
  if (entry.recordType === 'Booking' && entry.action === 'updated' && paidTo !== null && Object.keys(changes).length === 1) {
    return copy.paidNow(entry.label ?? subject, formatMinor(paidTo, currency));
  }
  return null;
}

/** For a delete whose cascade took more with it: "with 2 galleries and 14 photos". */
export function cascadeNote(entry: ActivityEntry): string | null {
  if (entry.action !== 'deleted' || !entry.changes) return null;
  const { galleries, photoCount } = entry.changes as { galleries?: unknown[]; photoCount?: number };
  const parts: string[] = [];
  if (Array.isArray(galleries) && galleries.length > 0) parts.push(copy.galleries(galleries.length));
  if (typeof photoCount === 'number' && photoCount > 0) parts.push(copy.photos(photoCount));
  return parts.length > 0 ? copy.cascade(parts) : null;
}

/** The status an enquiry was moved to, when the entry is that move. */
function statusChange(entry: ActivityEntry): InquiryStatus | null {
  const status = (entry.changes as { status?: { to?: unknown } } | null)?.status;
  return typeof status?.to === 'string' ? (status.to as InquiryStatus) : null;
}

/** "CompanySettings", "password-reset" → "company settings", "password reset". */
const inWords = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();

/**
 * "firstRespondedAt" → "first response": the named fields, else the name split into words. Money is stored in
 * minor units: "paidMinor" is what was paid, so staff read "paid", never "paid minor".
 */
const fieldWords = (field: string) => activityContent.fields[field] ?? inWords(field.replace(/Minor$/, ''));

/** What an edit changed, in words, for a short second line (an enquiry's move already says it). */
export function changedFields(entry: ActivityEntry): string[] {
  if (entry.action !== 'updated' || !entry.changes || statusChange(entry)) return [];
  const fields = Object.keys(entry.changes);
  // Choosing a password lifts the must-choose-one flag too; "changed password" already says all of it.
  const said = fields.some((field) => field === 'password' || field === 'passwordHash') ? fields.filter((field) => field !== 'mustChangePassword') : fields;
  return said.map(fieldWords);
}

const LOOPBACK = /^(::1|127\.\d+\.\d+\.\d+|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Where a sign-in came from: only sign-ins say it (a stranger's attempts are worth spotting; for an
 * edit the person is the news), and a sign-in on the server itself says so in words.
 */
export function whereFrom(entry: ActivityEntry): string | null {
  if (!entry.ip || !SESSION_ACTIONS.some((action) => action === entry.action)) return null;
  return LOOPBACK.test(entry.ip) ? copy.fromServer : copy.from(entry.ip);
}
