/** C0 and C1 controls (line breaks among them) and the line and paragraph separators: a space each. */
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** The bidi marks, embeddings, overrides and isolates that make "invoice‮fdp.exe" read as "invoiceexe.pdf": dropped. */
const BIDI = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * An attachment's name as the desk shows and stores it (decision 136): nothing that could split a log line or
 * a download's header, or reverse what staff read; "attachment" when nothing readable is left.
 */
export function cleanFileName(name: string | undefined | null): string {
  const cleaned = (name ?? '').replace(BIDI, '').replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  return cleaned || 'attachment';
}
