import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Inquiry, InquiryEvent } from './inquiry.entity.ts';

/**
 * A file a traveller attached to an answer (decision 112). The bytes live in the row: erasure and
 * retention delete an enquiry with everything of it in one statement, by cascade, which a bucket could not.
 */
export const InboundAttachment = defineEntity({
  name: 'InboundAttachment',
  tableName: 'inbound_attachments',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade').index(),
    event: () => p.manyToOne(InquiryEvent).fieldName('event_id').deleteRule('cascade').index(),
    fileName: p.string().length(255),
    contentType: p.string().length(255),
    size: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/**
 * The one row the IMAP worker keeps current, so every web process can tell the Overview how the mailbox is.
 * Written by inbound-mail.repo.ts's SQL (an upsert no one answers for): declared for the migrations and the typed
 * SQL's table types (decision 169).
 */
export const MailboxStatus = defineEntity({
  name: 'MailboxStatus',
  tableName: 'mailbox_status',
  properties: {
    id: p.smallint().primary(),
    /** user@host, never the password. */
    mailbox: p.string().length(300),
    reachable: p.boolean(),
    /** The first failure of the current outage; null while the mailbox answers. */
    failingSince: p.datetime().nullable(),
    lastError: p.text().nullable(),
    checkedAt: p.datetime(),
  },
});

/**
 * Further addresses a traveller writes from, added by staff (decision 136): mail from them is the
 * traveller's answer, like mail from the enquiry's own address. Written by inquiry-addresses.repo.ts's SQL today;
 * staff's action, to be written through this entity once the audit policy names its enquiry (decision 169).
 */
export const InquiryAddress = defineEntity({
  name: 'InquiryAddress',
  tableName: 'inquiry_addresses',
  indexes: [{ name: 'inquiry_addresses_inquiry_email_unique', expression: `create unique index "inquiry_addresses_inquiry_email_unique" on "inquiry_addresses" ("inquiry_id", lower("email"))` }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade'),
    email: p.string().length(254),
    addedBy: p.string().length(100).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
