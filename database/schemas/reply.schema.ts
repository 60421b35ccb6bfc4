import * as v from 'valibot';
import { requiredText } from './fields.ts';

/** Staff's reply to a traveller from the enquiry's page (`POST /api/admin/inquiries/:id/replies`). */
export const replySchema = v.object({
  // One line: a line break in a mail header would let the text add headers of its own.
  subject: v.pipe(requiredText('Subject is required', 200), v.regex(/^[^\r\n]*$/, 'Subject must be one line')),
  body: requiredText('Message is required', 20_000),
});

export type ReplyInput = v.InferOutput<typeof replySchema>;
