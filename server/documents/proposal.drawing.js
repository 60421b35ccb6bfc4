// @ts-check
/**
 * The proposal PDF's layout (issues 18, 29), drawn in a document worker from words the main thread has
 * already formatted (server/features/sale/proposal-pdf.ts). Staff's and travellers' text goes through
 * pdfText, so a character the font lacks never leaves an empty box. A heading never ends a page, a block
 * that must read as one (a day's heading and its first lines, the closing words) moves to the next page
 * whole, and every page ends with the company's contact details and its number.
 */
import { BODY, BOLD, newDocument, pdfText } from './pdf-text.js';
import { drawMap } from './route-map.drawing.js';

/** @typedef {import('./document-kinds.ts').ProposalDocument} ProposalDocument */
/** @typedef {import('./document-kinds.ts').PriceRow} PriceRow */

const MARGIN = 50;
/** Room kept under the text for the foot of the page. */
const FOOT = 28;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#365314';
const LINK = '#1d4ed8';
const MAP_WIDTH = 330;

/**
 * @param {ProposalDocument} proposal
 * @returns {Promise<Uint8Array>}
 */
export function drawProposal(proposal) {
  const { doc, bytes } = newDocument({ margin: MARGIN, info: { Title: proposal.title, Author: proposal.brand }, bufferPages: true });
  doc.page.margins.bottom = MARGIN + FOOT;
  doc.on('pageAdded', () => {
    doc.page.margins.bottom = MARGIN + FOOT;
  });
  write(doc, proposal);
  feet(doc, proposal);
  doc.end();
  return bytes;
}

/** @param {PDFKit.PDFDocument} doc */
const bottom = (doc) => doc.page.height - doc.page.margins.bottom;

/**
 * Starts a new page unless `height` more fits on this one.
 * @param {PDFKit.PDFDocument} doc
 * @param {number} height
 */
function room(doc, height) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/**
 * The contact details and "Page n of m" at the foot of every page, in the room kept for them.
 * @param {PDFKit.PDFDocument} doc
 * @param {ProposalDocument} p
 */
function feet(doc, p) {
  const { start, count } = doc.bufferedPageRange();
  const width = doc.page.width - 2 * MARGIN;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the text's bottom margin: pdfkit would start a new page for text it thinks does not fit.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOT + 10;
    doc.moveTo(MARGIN, y - 6).lineTo(MARGIN + width, y - 6).lineWidth(0.5).strokeColor('#d1d5db').stroke();
    const page = p.pageNumber.replace('{n}', String(i - start + 1)).replace('{of}', String(count));
    doc.font(BODY).fontSize(8).fillColor(MUTED);
    doc.text(pdfText(p.contact), MARGIN, y, { width: width - 70, lineBreak: true, height: 20, ellipsis: true });
    doc.text(page, MARGIN + width - 70, y, { width: 70, align: 'right', lineBreak: false });
  }
}

/**
 * @param {PDFKit.PDFDocument} doc
 * @param {ProposalDocument} p
 */
function write(doc, p) {
  const width = doc.page.width - 2 * MARGIN;
  const lineHeight = () => doc.currentLineHeight(true);
  /** A heading with room for at least `after` points of what follows it. @param {string} text @param {number} [after] */
  const heading = (text, after = 40) => {
    doc.moveDown(1);
    doc.font(BOLD).fontSize(13);
    room(doc, lineHeight() + after);
    doc.fillColor(ACCENT).text(text, MARGIN, doc.y, { width }).moveDown(0.3).font(BODY).fontSize(10).fillColor(INK);
  };

  doc.font(BOLD).fontSize(20).fillColor(ACCENT).text(p.brand);
  doc.font(BODY).fontSize(14).fillColor(INK).text(p.title);
  doc.fontSize(10).fillColor(MUTED).text(pdfText(p.preparedFor)).fillColor(INK).moveDown(0.8);
  for (const [label, value] of p.facts) doc.font(BOLD).text(`${label}: `, { continued: true }).font(BODY).text(pdfText(value));
  if (p.link) {
    doc.moveDown(0.6).font(BODY).fillColor(INK).text(p.link.label);
    doc.fillColor(LINK).text(p.link.url, { link: p.link.url, underline: true }).fillColor(INK);
  }

  if (p.note) {
    heading(p.note.heading);
    doc.text(pdfText(p.note.text), { width });
  }

  if (p.itinerary) {
    const { map, days } = p.itinerary;
    const mapHeight = map ? (map.height * MAP_WIDTH) / map.width : 0;
    heading(p.itinerary.heading, map ? mapHeight + 10 : 40);
    if (map) {
      drawMap(doc, map, MARGIN, doc.y, MAP_WIDTH, pdfText);
      doc.x = MARGIN;
      doc.y += mapHeight + 12;
    }
    for (const day of days) {
      doc.font(BOLD).fontSize(11);
      const title = pdfText(day.title);
      const first = day.stops[0];
      // The day's heading never ends a page: it moves with its first stop's place and two lines of its text.
      room(doc, doc.heightOfString(title, { width }) + lineHeight() * 4);
      doc.fillColor(ACCENT).text(title, MARGIN, doc.y, { width }).fillColor(INK).moveDown(0.15);
      for (const stop of day.stops) {
        doc.font(BOLD).fontSize(9.5);
        room(doc, lineHeight() * 3);
        doc.fillColor(INK).text(pdfText(stop.place), { width });
        doc.font(BODY).fontSize(9.5);
        if (stop.text) doc.text(pdfText(stop.text), { width });
        const extras = [stop.lodge, stop.meals].filter(Boolean).join('  ·  ');
        if (extras) doc.fillColor(MUTED).text(pdfText(extras), { width }).fillColor(INK);
        doc.moveDown(stop === first && day.stops.length > 1 ? 0.3 : 0.2);
      }
      doc.moveDown(0.4);
    }
    doc.fontSize(10);
  }

  heading(p.price.heading, 60);
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
    if (doc.y + height > bottom(doc)) {
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

  // The closing words are read together, and never stand alone on a last page: they move to a new page
  // whole, and the last list goes with them when they would not fit after it.
  doc.fontSize(9);
  const gap = lineHeight() * 0.3;
  const closing = p.footer.reduce((sum, text) => sum + doc.heightOfString(text, { width }) + gap, lineHeight());
  doc.fontSize(10);
  p.lists.forEach((list, i) => {
    const items = list.items.map(pdfText);
    const last = i === p.lists.length - 1;
    doc.font(BODY).fontSize(10);
    const listHeight = items.reduce((sum, item) => sum + doc.heightOfString(item, { width: width - 20 }), 0);
    heading(list.heading, last ? listHeight + closing + lineHeight() : 40);
    doc.list(items, { bulletRadius: 2 });
  });
  if (p.lists.length === 0) room(doc, closing + lineHeight() * 4);

  doc.fontSize(9);
  doc.moveDown(1);
  room(doc, closing);
  doc.fillColor(MUTED);
  p.footer.forEach((text, i) => {
    if (i === 0) doc.text(text, MARGIN, doc.y, { width });
    else doc.moveDown(0.3).text(text, { width });
  });
}
