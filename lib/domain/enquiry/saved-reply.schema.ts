import * as v from 'valibot';
import { requiredText } from '../fields.ts';
import { REPLY_SUBJECT_MAX_LENGTH } from './reply.schema.ts';

/** What a saved reply may ask the desk to fill in from the enquiry (lib/saved-reply.ts fills them). */
export const SAVED_REPLY_PLACEHOLDERS = ['firstName', 'trip', 'arrivalDate'] as const;
export type SavedReplyPlaceholder = (typeof SAVED_REPLY_PLACEHOLDERS)[number];

export const SAVED_REPLY_NAME_MAX_LENGTH = 100;
/**
 * Bounds (issue 27): a page that lists saved replies stays small however many staff add. A message of
 * 10,000 characters is about three pages of text; 200 replies are more than anyone picks from.
 */
export const SAVED_REPLY_BODY_MAX_LENGTH = 10_000;
export const MAX_SAVED_REPLIES = 200;
export const SAVED_REPLIES_FULL = `There are ${MAX_SAVED_REPLIES} saved replies, the most there can be: delete one you no longer use, then add this one`;
/** Names per page of the reply form's picker and of Settings' list. */
export const SAVED_REPLIES_PAGE_SIZE = 50;

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
  body: v.pipe(requiredText('Message is required', SAVED_REPLY_BODY_MAX_LENGTH), onlyKnownPlaceholders()),
});

export type SavedReplyInput = v.InferOutput<typeof savedReplySchema>;

const OFFSET_MESSAGE = 'Offset must be a whole number of at least 0';

/** `GET /api/admin/saved-replies?q=&offset=`: one page of names, those containing `q` (any case). */
export const savedReplyQuerySchema = v.object({
  q: v.pipe(v.optional(v.string('Search must be text'), ''), v.trim(), v.maxLength(SAVED_REPLY_NAME_MAX_LENGTH, `Must be at most ${SAVED_REPLY_NAME_MAX_LENGTH} characters`)),
  offset: v.pipe(
    v.optional(v.string(OFFSET_MESSAGE), '0'),
    v.transform((s) => (s.trim() === '' ? 0 : Number(s))),
    v.number(OFFSET_MESSAGE),
    v.integer(OFFSET_MESSAGE),
    v.minValue(0, OFFSET_MESSAGE),
    v.maxValue(MAX_SAVED_REPLIES * 10, OFFSET_MESSAGE),
  ),
});

export type SavedReplyQuery = v.InferOutput<typeof savedReplyQuerySchema>;

export const SAVED_REPLY_NAME_TAKEN = 'A saved reply with this name exists already';
