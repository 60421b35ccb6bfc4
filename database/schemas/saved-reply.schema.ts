import * as v from 'valibot';
import { requiredText } from './fields.ts';
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from './reply.schema.ts';

/** What a saved reply may ask the desk to fill in from the enquiry (lib/saved-reply.ts fills them). */
export const SAVED_REPLY_PLACEHOLDERS = ['firstName', 'trip', 'arrivalDate'] as const;
export type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

export const SAVED_REPLY_NAME_MAX_LENGTH = 100;

/** Every `{word}` in a text: a placeholder, known or not. */
export const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

const known = new Set<string>(SAVED_REPLY_PLACEHOLDERS);
const listed = SAVED_REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/** Refuses a placeholder the desk cannot fill (a typo would otherwise reach a traveller as "{fristName}"). */
function onlyKnownPlaceholders() {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const unknown = [...dataset.value.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[0]).filter((p) => !known.has(p.slice(1, -1)));
    if (unknown.length > 0) addIssue({ message: `Unknown placeholder ${unknown[0]}: use ${listed}` });
  });
}

/** A saved reply, created or replaced whole (`POST`/`PUT /api/admin/saved-replies`). */
export const savedReplySchema = v.object({
  name: requiredText('Name is required', SAVED_REPLY_NAME_MAX_LENGTH),
  // One line, like any reply's subject: a line break in a mail header would let the text add headers of its own.
  subject: v.pipe(requiredText('Subject is required', REPLY_SUBJECT_MAX_LENGTH), v.regex(/^[^\r\n]*$/, 'Subject must be one line'), onlyKnownPlaceholders()),
  body: v.pipe(requiredText('Message is required', REPLY_BODY_MAX_LENGTH), onlyKnownPlaceholders()),
});

export type SavedReplyInput = v.InferOutput<typeof savedReplySchema>;

export const SAVED_REPLY_NAME_TAKEN = 'A saved reply with this name exists already';
