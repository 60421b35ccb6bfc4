/**
 * The enquiry's short reference as people read and quote it (decision 110): `AST-` and digits only, so it
 * can never be mistaken for a booking's reference (`AST-7K3Q`, letters and digits).
 */
export const inquiryReference = (reference: number) => `AST-${reference}`;

const SUBJECT_REFERENCE = /\[AST-(\d{1,9})\]/i;

/** The enquiry reference a subject names (`Re: Your safari [AST-1234]` → 1234), else null. */
export function subjectReference(subject: string): number | null {
  const match = SUBJECT_REFERENCE.exec(subject);
  return match ? Number(match[1]) : null;
}

/** The subject with the reference added once (a subject that already carries it is kept as it is). */
export function threadedSubject(subject: string, reference: number): string {
  const tag = `[${inquiryReference(reference)}]`;
  return subject.includes(tag) ? subject : `${subject.trim()} ${tag}`;
}

const TYPED_REFERENCE = /^(?:(AST)[\s\-#:]*|#)?(\d{1,9})$/i;

/**
 * The enquiry reference a search names, as staff type what they read in a subject: `AST-1234`, `ast 1234`,
 * `[AST-1234]`, `#1234`, or bare digits. `named` says whether it came with `AST`/`#`, which only a
 * reference carries; bare digits could as well be part of a message (a year, a price).
 */
export function searchedReference(query: string): { reference: number; named: boolean } | null {
  const match = TYPED_REFERENCE.exec(query.trim().replace(/^\[(.*)\]$/, '$1').trim());
  if (!match) return null;
  const named = match[1] !== undefined || query.includes('#');
  return { reference: Number(match[2]), named };
}
