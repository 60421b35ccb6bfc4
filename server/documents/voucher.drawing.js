// @ts-check
/**
 * A supplier's voucher (issue 30), drawn in a document worker from words formatted on the main thread
 * (server/features/reservations/voucher.ts). One page: the supplier, the facts to quote, the travellers, the footer.
 */
import { BODY, BOLD, newDocument, pdfText } from './pdf-text.js';

/** @typedef {import('./document-kinds.ts').VoucherDocument} VoucherDocument */

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#365314';

/**
 * @param {VoucherDocument} v
 * @returns {Promise<Uint8Array>}
 */
export function drawVoucher(v) {
  const { doc, bytes } = newDocument({ margin: MARGIN, info: { Title: v.title, Author: v.brand } });
  const width = doc.page.width - 2 * MARGIN;
  doc.font(BOLD).fontSize(20).fillColor(ACCENT).text(v.brand);
  doc.font(BODY).fontSize(16).fillColor(INK).text(v.title).moveDown(0.8);
  doc.rect(MARGIN, doc.y, width, 2).fill(ACCENT).fillColor(INK).moveDown(0.6);
  doc.font(BOLD).fontSize(13).text(pdfText(v.supplier.name));
  doc.font(BODY).fontSize(10).fillColor(MUTED);
  for (const line of v.supplier.lines) doc.text(pdfText(line));
  doc.fillColor(INK).moveDown(0.8).fontSize(11);
  for (const [label, value] of v.facts) doc.font(BOLD).text(`${label}: `, { continued: true }).font(BODY).text(pdfText(value));
  doc.moveDown(0.8).font(BOLD).fontSize(12).fillColor(ACCENT).text(v.travellers.heading).font(BODY).fontSize(11).fillColor(INK);
  for (const name of v.travellers.names) doc.text(`• ${pdfText(name)}`);
  doc.moveDown(1.2).fontSize(9).fillColor(MUTED);
  for (const line of v.footer) doc.text(pdfText(line), { width });
  doc.end();
  return bytes;
}
