import * as v from 'valibot';
import { requiredText } from '../fields.ts';

export const MAX_FAQ_ITEMS = 50;
export const MAX_TERMS_SECTIONS = 30;
export const MAX_ANSWER_LENGTH = 3000;
export const MAX_SECTION_LENGTH = 6000;
/** The API takes JSON bodies of up to 100 kB (server/app.ts); a whole text must fit in one, with room to spare. */
export const MAX_TEXT_BYTES = 95_000;

const fitsOneSave = (items: readonly unknown[]) => new TextEncoder().encode(JSON.stringify(items)).length <= MAX_TEXT_BYTES;
const tooLong = (what: string) => `${what} is too long to save at once: please shorten it (about 90,000 characters in all)`;

/** `PUT /api/admin/content/faq`: the whole FAQ, in order (errors name `items.2.answer`). */
export const faqSchema = v.pipe(
  v.array(
    v.object({
      question: requiredText('Question is required', 300),
      answer: requiredText('Answer is required', MAX_ANSWER_LENGTH),
    }),
    'The FAQ must be a list of questions and answers',
  ),
  v.minLength(1, 'Keep at least one question'),
  v.maxLength(MAX_FAQ_ITEMS, `At most ${MAX_FAQ_ITEMS} questions`),
  v.check((items) => fitsOneSave(items), tooLong('The FAQ')),
);

/** `PUT /api/admin/content/terms`: every section of the Terms and Conditions, in order. */
export const termsSchema = v.pipe(
  v.array(
    v.object({
      heading: requiredText('Heading is required', 200),
      body: requiredText('Section text is required', MAX_SECTION_LENGTH),
    }),
    'The terms must be a list of sections',
  ),
  v.minLength(1, 'Keep at least one section'),
  v.maxLength(MAX_TERMS_SECTIONS, `At most ${MAX_TERMS_SECTIONS} sections`),
  v.check((items) => fitsOneSave(items), tooLong('The Terms and Conditions')),
);

export type FaqInput = v.InferOutput<typeof faqSchema>;
export type TermsInput = v.InferOutput<typeof termsSchema>;
