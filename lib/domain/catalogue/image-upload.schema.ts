import * as v from 'valibot';
import { isStorableText } from '../fields.ts';

export const FILE_NAME_CHARACTERS_MESSAGE = 'The file name contains a control character. Rename the file and upload it again.';

/** Control characters (C0, DEL, C1): never part of a real file name, and a NUL is one PostgreSQL's text refuses. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The length of `images.original_name`, in characters (a longer name is cut, never refused). */
const MAX_NAME_LENGTH = 255;

/**
 * An upload's text besides its bytes: the file name the browser sent (field `file`, as the bytes).
 * Blank becomes null; the rest is kept as it was, cut by code points so a pair is never split.
 */
export const imageUploadSchema = v.object({
  file: v.pipe(
    v.string(),
    v.check((name) => !CONTROL_CHARACTER.test(name) && isStorableText(name), FILE_NAME_CHARACTERS_MESSAGE),
    v.transform((name) => Array.from(name.trim()).slice(0, MAX_NAME_LENGTH).join('') || null),
  ),
});
