import * as v from 'valibot';
import { requiredText } from '../fields.ts';

export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 20_000;

/** Staff's reply to a traveller from the enquiry's page (`POST /api/admin/inquiries/:id/replies`). */
export const replySchema = v.object({
  // One line: a line break in a mail header would let the text add headers of its own.
  subject: v.pipe(requiredText('Subject is required', REPLY_SUBJECT_MAX_LENGTH), v.regex(/^[^\r\n]*$/, 'Subject must be one line')),
  body: requiredText('Message is required', REPLY_BODY_MAX_LENGTH),
});

export type ReplyInput = v.InferOutput<typeof replySchema>;
