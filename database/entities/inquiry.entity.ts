import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { LEAD_SOURCE_LIMITS } from '#lib/domain/enquiry/inquiry.schema.ts';
import { Package } from './package.entity.ts';
import type { InquiryEventData } from '#lib/domain/enquiry/inquiry-event-data.ts';
import { OutboxMail } from './outbox-mail.entity.ts';
import { Departure } from './departure.entity.ts';


export const Inquiry = defineEntity({
  name: 'Inquiry',
  tableName: 'inquiries',
  // The desk lists by status, newest (or, for New, oldest) first.
  indexes: [
    { properties: ['status', 'createdAt'] },
    { properties: ['createdAt'] },
    // The Overview's chart and median first response at a million rows (migration DeskAtScale, decision 082).
    { name: 'inquiries_answered_created_at_index', expression: `create index "inquiries_answered_created_at_index" on "inquiries" ("created_at") where "status" <> 'spam'` },
    {
      name: 'inquiries_first_responded_at_index',
      expression: `create index "inquiries_first_responded_at_index" on "inquiries" ("first_responded_at") include ("created_at") where "first_responded_at" is not null and "status" <> 'spam'`,
    },
    // A whole address typed into the desk's search (migration AddressSearch).
    { name: 'inquiries_email_lower_index', expression: `create index "inquiries_email_lower_index" on "inquiries" (lower("email"))` },
    // The desk's "Needs reply" view and count, longest waiting first (migration NeedsReply, decision 133).
    {
      name: 'inquiries_needs_reply_index',
      expression: `create index "inquiries_needs_reply_index" on "inquiries" ("needs_reply_since", "id") where "needs_reply"`,
    },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    // AST-1234: the short reference staff and travellers quote, and mail subjects carry (decision 110).
    reference: p.integer().autoincrement().unique(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254),
    packageType: p.string().length(40),
    groupSize: p.string().length(20),
    arrivalDate: p.date().nullable(),
    departureDate: p.date().nullable(),
    message: p.text(),
    // The contact page's extra fields; null for enquiries from the home page form.
    phone: p.string().length(40).nullable(),
    safariType: p.string().length(40).nullable(),
    budgetRange: p.string().length(40).nullable(),
    status: p.string().length(20).default('pending'),
    // Waiting for our answer, whatever the status (decision 133): set by a new enquiry, an answer or a
    // change request; cleared by a reply, a proposal or "Mark as answered". Since when, for its order.
    needsReply: p.boolean().default(false),
    needsReplySince: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    // Set once, the first time staff move the enquiry on from New (the 24-hour promise is measured by it).
    firstRespondedAt: p.datetime().nullable(),
    // Where the traveller came from, as the forms captured it on the first page view of the visit.
    landingPage: p.string().length(LEAD_SOURCE_LIMITS.landingPage).nullable(),
    referrer: p.string().length(LEAD_SOURCE_LIMITS.referrer).nullable(),
    utmSource: p.string().length(LEAD_SOURCE_LIMITS.utmSource).nullable(),
    utmMedium: p.string().length(LEAD_SOURCE_LIMITS.utmMedium).nullable(),
    utmCampaign: p.string().length(LEAD_SOURCE_LIMITS.utmCampaign).nullable(),
    form: p.string().length(LEAD_SOURCE_LIMITS.form).nullable(),
    // What the form's spam checks made of it (SpamFlag in dto.ts), and why in words (decision 125).
    spamFlag: p.string().length(20).nullable(),
    spamReason: p.string().length(300).nullable(),
    // The trip the enquiry was sent from; a deleted trip leaves the enquiry without it.
    package: () => p.manyToOne(Package).fieldName('package_id').nullable().deleteRule('set null').index(),
    // The trip's fixed departure the traveller chose (issue 29), and its date, kept if the departure goes.
    departure: () => p.manyToOne(Departure).fieldName('departure_id').nullable().deleteRule('set null').index(),
    departureOn: p.date().nullable(),
    // The traveller's language (issue 42): their automatic mails, proposal, pack and review form are written in it.
    locale: p.string().length(5).default('en'),
    // The party, when the traveller gave it (issue 40): it prices the acknowledgement's first range.
    adults: p.smallint().nullable(),
    childrenAges: p.json<number[]>().nullable(),
    country: p.string().length(2).nullable(),
  },
});

/**
 * The enquiry's timeline: received, status changes, notes, and (filled by the mail worker) mails.
 * The database deletes an enquiry's events with it (erasure).
 */
export const InquiryEvent = defineEntity({
  name: 'InquiryEvent',
  tableName: 'inquiry_events',
  indexes: [
    { properties: ['inquiry', 'createdAt'] },
    // One inbound mail once (decision 136): the same Message-ID, sender and body digest; a generated migration must keep it.
    {
      name: 'inquiry_events_inbound_identity_unique',
      expression: `create unique index "inquiry_events_inbound_identity_unique" on "inquiry_events" ("message_id", "mail_from", "body_digest") where "kind" in ('inbound', 'inbound-held')`,
    },
    // The Overview's held mail, waiting for staff (decision 136).
    { name: 'inquiry_events_held_index', expression: `create index "inquiry_events_held_index" on "inquiry_events" ("created_at") where "kind" = 'inbound-held'` },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade'),
    kind: p.string().length(20),
    author: p.string().length(100).nullable(),
    fromStatus: p.string().length(20).nullable(),
    toStatus: p.string().length(20).nullable(),
    body: p.text().nullable(),
    // What happened, as data (lib/domain/enquiry/inquiry-event-data.ts, decision 143); put into words when shown.
    data: p.json<InquiryEventData>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // Inbound events: the answer's subject and Message-ID.
    subject: p.string().length(300).nullable(),
    messageId: p.string().length(300).nullable(),
    error: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    // Mail events (decision 140): the mail in the outbox, whose row says what was sent and how the sending went.
    mail: () => p.manyToOne(OutboxMail).fieldName('mail_id').nullable().deleteRule('cascade'),
    // Inbound events (the traveller's answer, decision 112): the history it quoted, folded away in the
    // desk, and its attachments (stored, or skipped for their size).
    quoted: p.text().nullable(),
    attachments: p.json<{ id?: string; name: string; size: number; contentType: string; skipped?: boolean }[]>().nullable(),
    // Inbound events (decision 136): the sender's address (lower case) and the sha256 of the mail's body; with
    // the Message-ID they say whether a mail is one already stored.
    mailFrom: p.string().length(254).nullable(),
    bodyDigest: p.string().length(64).nullable(),
  },
});

/**
 * `Idempotency-Key`s of public submissions. The key is the primary key, inserted in the enquiry's
 * own transaction, so two racing requests with one key cannot both commit. It points at the enquiry
 * instead of copying the response, so erasing the enquiry erases the key with it.
 */
export const InquiryIdempotencyKey = defineEntity({
  name: 'InquiryIdempotencyKey',
  tableName: 'inquiry_idempotency_keys',
  properties: {
    key: p.string().length(200).primary(),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade').index(),
    createdAt: p.datetime().index(),
  },
});
