/**
 * CSV as RFC 4180 writes it (CRLF rows, quotes doubled), safe to open in a spreadsheet: a cell that
 * begins with `=`, `+`, `-`, `@`, a tab or a carriage return, or holds `;=` or `,=` anywhere (a
 * spreadsheet that splits cells on `;` or `,` would start a formula there, e.g. `x;=1+1`), is prefixed
 * with `'`, so a traveller's name such as `=HYPERLINK(...)` reads as text instead of running as a formula
 * (OWASP, "CSV Injection"; decision 137).
 */
export const FORMULA_START = /^[=+\-@\t\r]|[;,]=/;

export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Excel reads a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';
