import { describe, expect, it } from 'vitest';
import { bookingReferences, mailExcerpt } from '#lib/domain/enquiry/unmatched-mail.ts';

describe('booking references in a mail (issue 39, R11)', () => {
  it('finds each reference once, in any case, upper-cased', () => {
    expect(bookingReferences('Re booking ast-7k3q and AST-7K3Q, also (AST-22ZZ).')).toEqual(['AST-7K3Q', 'AST-22ZZ']);
  });

  it('ignores codes outside the booking alphabet and references inside longer codes', () => {
    expect(bookingReferences('AST-70K1 AST-7K3QX XAST-7K3Q AST-7K3')).toEqual([]);
  });

  it('cuts an excerpt at 500 characters', () => {
    expect(mailExcerpt(`  ${'a'.repeat(600)}  `)).toHaveLength(500);
    expect(mailExcerpt(' short ')).toBe('short');
  });
});
