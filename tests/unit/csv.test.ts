import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '#lib/csv.server.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+27 82 000 0000', "'+27 82 000 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    ['\rreturn', `"'\rreturn"`],
    ['x;=1+1', "'x;=1+1"],
    ['Okafor,=1+1', `"'Okafor,=1+1"`],
    ['note ;=cmd', "'note ;=cmd"],
  ])('prefixes a cell that a spreadsheet would run, %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Okafor, "Mara"\nline two')).toBe('"Okafor, ""Mara""\nline two"');
  });

  it('leaves plain text and numbers as they are, and empties null', () => {
    expect(csvCell('Amara')).toBe('Amara');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});
