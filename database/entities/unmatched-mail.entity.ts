import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * Mail in the desk's mailbox that no feature claimed (issue 39, R11): kept for staff to attach to an enquiry or
 * discard, for 30 days. Only what identifies it and a short excerpt: its files and the rest stay in the mailbox.
 */
export const UnmatchedMail = defineEntity({
  name: 'UnmatchedMail',
  tableName: 'unmatched_mails',
  indexes: [
    // One mail once, as on the timelines (decision 136): the same Message-ID, sender and body digest.
    {
      name: 'unmatched_mails_identity_unique',
      expression: `create unique index "unmatched_mails_identity_unique" on "unmatched_mails" ("message_id", coalesce("mail_from", ''), "body_digest")`,
    },
    { properties: ['receivedAt'] },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    sender: p.string().length(300),
    mailFrom: p.string().length(254).nullable(),
    subject: p.string().length(300),
    excerpt: p.string().length(500),
    messageId: p.string().length(300),
    bodyDigest: p.string().length(64),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
