import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Inquiry } from './inquiry.entity.ts';

/** Which message a record is: the two that follow every enquiry, or a staff reply. */
export const MAIL_TEMPLATES = ['operator-alert', 'acknowledgement', 'reply'] as const;
/** queued → sent, or failed once every retry is spent (then staff may retry it). */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * One mail about an enquiry, and the mail's entry on the enquiry's timeline. Its queue job carries only
 * this id: the worker locks the row, skips it when already sent, and records sent time and Message-ID,
 * so a job that runs twice does not send twice.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    inquiry: () => p.manyToOne(Inquiry).fieldName('inquiry_id').deleteRule('cascade').index(),
    template: p.string().length(20),
    recipient: p.string().length(254),
    subject: p.string().length(300),
    // Staff's words for a reply; the two enquiry mails are composed from the enquiry when sent.
    body: p.text().nullable(),
    status: p.string().length(10).default('queued'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    messageId: p.string().length(300).nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
