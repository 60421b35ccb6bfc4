import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Admin } from './admin.entity.ts';
import { Inquiry } from './inquiry.entity.ts';

/**
 * Every mail we send (decision 140): to a traveller, to staff or (later) to a supplier. It keeps the event's
 * data as it was when queued (the proposal's id and version, the payment's figures…), from which the worker
 * renders it, and the sending state. A mail about an enquiry shows on its timeline through a `mail` event that
 * names this row. Data that holds a secret (a password link) is wiped once the mail is sent, given up or expired.
 */
export const OutboxMail = defineEntity({
  name: 'OutboxMail',
  tableName: 'outbox_mails',
  indexes: [
    // The Overview's "mail delayed" (decision 126): only failing mails are in it.
    { name: 'outbox_mails_failing_since_index', expression: `create index "outbox_mails_failing_since_index" on "outbox_mails" ("failing_since") where "failing_since" is not null` },
    // Which enquiry a traveller's answer belongs to, by the Message-ID it replies to (decision 112).
    { name: 'outbox_mails_message_id_index', expression: `create index "outbox_mails_message_id_index" on "outbox_mails" ("message_id") where "message_id" is not null` },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    template: p.string().length(30),
    recipient: p.string().length(254),
    /** As rendered when queued: lists and the timeline show it without rendering the mail. */
    subject: p.string().length(300),
    /** The template's input, as it was when the mail was queued. */
    data: p.json<Record<string, unknown>>().nullable(),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').nullable().deleteRule('cascade').index(),
    admin: () => p.manyToOne(Admin).fieldName('admin_id').nullable().deleteRule('cascade').index(),
    /** queued, sent, failed (every retry spent) or expired (not sent after `expiresAt`). */
    status: p.string().length(20).default('queued'),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    messageId: p.string().length(300).nullable(),
    /** When a worker took it to send (decision 037); cleared with the outcome. */
    claimedAt: p.datetime().nullable(),
    /** Since when it has been failing, and the queue job retrying it (decision 126). */
    failingSince: p.datetime().nullable(),
    jobId: p.uuid().nullable(),
    /** Not sent after this (a password link dies). */
    expiresAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
