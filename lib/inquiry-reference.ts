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
