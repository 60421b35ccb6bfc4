// @ts-check
/**
 * The proposal PDF's layout (issue 18), drawn in a document worker from words the main thread has
 * already formatted (server/proposals/proposal-pdf.ts). Staff's and travellers' text goes through
 * pdfText, so a character the font lacks never leaves an empty box.
 */
import { BODY, BOLD, newDocument, pdfText } from './pdf-text.js';

/** @typedef {import('./document-kinds.ts').ProposalDocument} ProposalDocument */
/** @typedef {import('./document-kinds.ts').PriceRow} PriceRow */

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#365314';

/**
 * @param {ProposalDocument} proposal
 * @returns {Promise<Uint8Array>}
 */
export function drawProposal(proposal) {
  const { doc, bytes } = newDocument({ margin: MARGIN, info: { Title: proposal.title, Author: proposal.brand } });
  write(doc, proposal);
  doc.end();
  return bytes;
}

/**
 * @param {PDFKit.PDFDocument} doc
 * @param {ProposalDocument} p
 */
function write(doc, p) {
  const width = doc.page.width - 2 * MARGIN;
  /** @param {string} text */
  const heading = (text) => doc.moveDown(1).font(BOLD).fontSize(13).fillColor(ACCENT).text(text).moveDown(0.3).font(BODY).fontSize(10).fillColor(INK);

  doc.font(BOLD).fontSize(20).fillColor(ACCENT).text(p.brand);
  doc.font(BODY).fontSize(14).fillColor(INK).text(p.title);
  doc.fontSize(10).fillColor(MUTED).text(pdfText(p.preparedFor)).fillColor(INK).moveDown(0.8);
  for (const [label, value] of p.facts) doc.font(BOLD).text(`${label}: `, { continued: true }).font(BODY).text(pdfText(value));

  if (p.note) {
    heading(p.note.heading);
    doc.text(pdfText(p.note.text));
  }

  if (p.itinerary) {
    heading(p.itinerary.heading);
    for (const stop of p.itinerary.stops) {
      doc.font(BOLD).text(pdfText(stop.title), { continued: Boolean(stop.lodge) });
      if (stop.lodge) doc.font(BODY).fillColor(MUTED).text(pdfText(`  ${stop.lodge}`)).fillColor(INK);
      doc.font(BODY).fillColor(MUTED).text(pdfText(stop.place)).fillColor(INK).moveDown(0.3);
    }
  }

  heading(p.price.heading);
  const cols = [0, width * 0.55, width * 0.65, width * 0.82];
  /** Where column i starts; the one past the last starts at the right margin. @param {number} i */
  const col = (i) => cols[i] ?? width;
  /** @param {number} i */
  const cellWidth = (i) => (i === 0 ? col(1) - 8 : col(i + 1) - col(i) - 4);
  // Cells are placed at one y each, so pdfkit's own page break would split a row: the label on one page, its figures
  // on the next. A row that does not fit starts a new page as a whole, under the column headings again.
  /** @type {(cells: PriceRow, bold?: boolean, isHeader?: boolean) => void} */
  const row = (cells, bold = false, isHeader = false) => {
    doc.font(bold ? BOLD : BODY);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: cellWidth(i) })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!isHeader) {
        row(p.price.columns, true, true);
        doc.font(bold ? BOLD : BODY);
      }
    }
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, MARGIN + col(i), y, { width: cellWidth(i), align: i === 0 ? 'left' : 'right' }));
    doc.x = MARGIN;
    doc.y = y + height + 4;
  };
  row(p.price.columns, true, true);
  for (const [label, ...figures] of p.price.lines) row([pdfText(label), ...figures]);
  doc.moveDown(0.3);
  row(p.price.total, true);
  row(p.price.deposit);
  row(p.price.balance);

  for (const list of p.lists) {
    heading(list.heading);
    doc.list(list.items.map(pdfText), { bulletRadius: 2 });
  }

  doc.moveDown(1).fontSize(9).fillColor(MUTED);
  p.footer.forEach((text, i) => {
    if (i === 0) doc.text(text, MARGIN, doc.y, { width });
    else doc.moveDown(0.3).text(text, { width });
  });
}
