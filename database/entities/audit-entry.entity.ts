import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One admin action: who, what, which record, which fields, when, from where. Never a password. */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    at: p.datetime().onCreate(() => new Date()).index(),
    /**
     * The order entries were written in, from the database: two entries of one request can share a
     * millisecond of `at`, and clocks of two processes can disagree; this cannot.
     */
    seq: p.bigint('number').autoincrement().index(),
    /** Null for a failed sign-in, where nobody is known. No foreign key: the log outlives accounts. */
    actorId: p.uuid().nullable().index(),
    /** The username at the time, kept so the entry still reads well after a rename or deactivation. */
    actorName: p.string().length(100),
    /** created, updated, deleted, reordered, signed-in, sign-in-failed, signed-out, password-changed… */
    action: p.string().length(40),
    /** package, gallery, testimonial, image, inquiry, account, session. */
    kind: p.string().length(40).index(),
    recordType: p.string().length(60),
    recordId: p.string().length(100).nullable(),
    /** A short human label of the record (a name or title), never an enquirer's personal data. */
    label: p.string().length(200).nullable(),
    changes: p.json<Record<string, unknown>>().nullable(),
    ip: p.string().length(64).nullable(),
  },
});
