import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate } from '#lib/format.ts';
import { balanceOf, formatMoney } from '#lib/money.ts';
import { stopDayLabels } from '#lib/trip.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { proposalPdfContent as copy } from './proposal-pdf.content.ts';

const MARGIN = 50;

/**
 * DejaVu Sans, embedded (pdfkit keeps only the glyphs used): Latin in full, Greek, Cyrillic and more, so
 * a traveller's name prints as they wrote it (decision 132). Read with the first PDF, as pdfkit is.
 */
let fonts: { regular: Buffer; bold: Buffer; shows: (character: string) => boolean } | undefined;
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    const faces = [fontkit.create(regular), fontkit.create(bold)];
    fonts = { regular, bold, shows: (c) => c === '\n' || faces.every((face) => face.hasGlyphForCodePoint(c.codePointAt(0)!)) };
  }
  return fonts;
}
const BODY = 'body';
const BOLD = 'bold';

/**
 * Text as the PDF's fonts can show it: a character they lack loses its accent if that makes it
 * showable, else prints as "?" (a Chinese name, an emoji) rather than as an empty box.
 */
export function pdfText(text: string): string {
  const { shows } = loadFonts();
  return Array.from(text.normalize('NFC'), (c) => {
    if (shows(c)) return c;
    const bare = c.normalize('NFD').replace(/\p{M}/gu, '');
    return bare && Array.from(bare).every(shows) ? bare : '?';
  }).join('');
}
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#365314';

/** The PDF attached to the proposal mail, made on the server with pdfkit. */
export function renderProposalPdf(sending: SendingProposal, origin: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: copy.title(sending.proposal.version), Author: copy.brand } });
    const { regular, bold } = loadFonts();
    doc.registerFont(BODY, regular).registerFont(BOLD, bold);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      write(doc, sending, origin);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

function write(doc: PDFKit.PDFDocument, { proposal: p, traveller, tripName, included, excluded }: SendingProposal, origin: string) {
  const money = (amount: number) => formatMoney(amount, p.currency);
  const width = doc.page.width - 2 * MARGIN;
  const heading = (text: string) => doc.moveDown(1).font(BOLD).fontSize(13).fillColor(ACCENT).text(text).moveDown(0.3).font(BODY).fontSize(10).fillColor(INK);

  doc.font(BOLD).fontSize(20).fillColor(ACCENT).text(copy.brand);
  doc.font(BODY).fontSize(14).fillColor(INK).text(copy.title(p.version));
  doc.fontSize(10).fillColor(MUTED).text(pdfText(copy.preparedFor(`${traveller.firstName} ${traveller.lastName}`))).fillColor(INK).moveDown(0.8);

  const facts: [string, string][] = [
    [copy.trip, pdfText(tripName ?? copy.notGiven)],
    [copy.startDate, p.startDate ? formatDate(p.startDate) : copy.notGiven],
    [copy.travellers, copy.party(p.adults, p.children)],
    [copy.validUntil, formatDate(p.validUntil)],
  ];
  for (const [label, value] of facts) doc.font(BOLD).text(`${label}: `, { continued: true }).font(BODY).text(value);

  if (p.note) {
    heading(copy.note);
    doc.text(pdfText(p.note));
  }

  if (p.stops.length) {
    heading(copy.itinerary);
    const days = stopDayLabels(p.stops);
    p.stops.forEach((stop, i) => {
      doc.font(BOLD).text(pdfText(`${days[i]}: ${stop.title}`), { continued: Boolean(stop.lodge) });
      if (stop.lodge) doc.font(BODY).fillColor(MUTED).text(pdfText(`  ${stop.lodge}`)).fillColor(INK);
      doc.font(BODY).fillColor(MUTED).text(pdfText(`${stop.placeName}${stop.nights ? `, ${stop.nights} night${stop.nights === 1 ? '' : 's'}` : ''}`)).fillColor(INK).moveDown(0.3);
    });
  }

  heading(copy.price);
  const cols = [0, width * 0.55, width * 0.65, width * 0.82];
  const cellWidth = (i: number) => (i === 0 ? cols[1]! - 8 : (cols[i + 1] ?? width) - cols[i]! - 4);
  const header = [copy.columns.item, copy.columns.quantity, copy.columns.unitPrice, copy.columns.amount];
  // Cells are placed at one y each, so pdfkit's own page break would split a row: the label on one page, its figures
  // on the next. A row that does not fit starts a new page as a whole, under the column headings again.
  const row = (cells: string[], bold = false, isHeader = false) => {
    doc.font(bold ? BOLD : BODY);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: cellWidth(i) })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!isHeader) {
        row(header, true, true);
        doc.font(bold ? BOLD : BODY);
      }
    }
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, MARGIN + cols[i]!, y, { width: cellWidth(i), align: i === 0 ? 'left' : 'right' }));
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  row(header, true, true);
  for (const line of p.lines) row([pdfText(line.label), String(line.quantity), money(line.unitPrice), money(line.amount)]);
  doc.moveDown(0.3);
  row([copy.total, '', '', money(p.total)], true);
  row([copy.deposit(p.depositPercent), '', '', money(p.deposit)]);
  row([copy.balance, '', '', money(balanceOf(p.total, p.deposit, p.currency))]);

  const list = (title: string, items: string[]) => {
    if (!items.length) return;
    heading(title);
    doc.list(items.map(pdfText), { bulletRadius: 2 });
  };
  list(copy.included, included);
  list(copy.excluded, excluded);

  doc.moveDown(1).fontSize(9).fillColor(MUTED).text(copy.howToAccept, MARGIN, doc.y, { width }).moveDown(0.3).text(copy.terms(origin), { width });
}
