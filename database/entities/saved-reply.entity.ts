import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A reply staff reuse from the desk's reply form; its placeholders are filled from the enquiry (decision 128). */
export const SavedReply = defineEntity({
  name: 'SavedReply',
  tableName: 'saved_replies',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    // Unique: it is how staff pick one in the reply form.
    name: p.string().length(100).unique(),
    subject: p.string().length(200),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
