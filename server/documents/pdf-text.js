// @ts-check
/**
 * What every PDF of ours shares, in the document workers: DejaVu Sans embedded (decision 132), text
 * cut to what it can show, and a finished document as one transferable array of bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

export const BODY = 'body';
export const BOLD = 'bold';

/** @type {{ regular: Buffer; bold: Buffer; shows: (character: string) => boolean } | undefined} */
let fonts;
/** Read with the first PDF of the thread (pdfkit embeds only the glyphs used). */
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    const faces = [fontkit.create(regular), fontkit.create(bold)];
    fonts = { regular, bold, shows: (c) => c === '\n' || faces.every((face) => face.hasGlyphForCodePoint(/** @type {number} */ (c.codePointAt(0)))) };
  }
  return fonts;
}

/**
 * Text as the PDF's fonts can show it: a character they lack loses its accent if that makes it
 * showable, else prints as "?" (a Chinese name, an emoji) rather than as an empty box.
 * @param {string} text
 */
export function pdfText(text) {
  const { shows } = loadFonts();
  return Array.from(text.normalize('NFC'), (c) => {
    if (shows(c)) return c;
    const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
    return bare && Array.from(bare).every(shows) ? bare : '?';
  }).join('');
}

/**
 * An A4 document with the fonts registered as BODY and BOLD, and the promise of its bytes once ended.
 * `bufferPages` keeps every page open until the end, so a foot can be written on each once the count is known.
 * @param {{ margin: number; info: PDFKit.DocumentInfo; bufferPages?: boolean }} options
 * @returns {{ doc: PDFKit.PDFDocument; bytes: Promise<Uint8Array> }}
 */
export function newDocument({ margin, info, bufferPages = false }) {
  const doc = new PDFDocument({ size: 'A4', margin, info, bufferPages });
  const { regular, bold } = loadFonts();
  doc.registerFont(BODY, regular).registerFont(BOLD, bold);
  /** @type {Buffer[]} */
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const bytes = new Promise((resolve, reject) => {
    // A fresh array of its own (not a slice of Node's shared pool), so it can be transferred to the main thread.
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, bytes: /** @type {Promise<Uint8Array>} */ (bytes) };
}
