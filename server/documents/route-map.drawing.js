// @ts-check
/**
 * A trip's route map in a PDF (issue 29): the same projected paths and markers the pages draw as SVG
 * (lib/route-map.server.ts), scaled into a box. pdfkit reads SVG path data as it is.
 */
import { BOLD } from './pdf-text.js';

/** @typedef {import('./document-kinds.ts').DocumentMap} DocumentMap */

const MARKER_RADIUS = 16;
const LABEL_SIZE = 22;

/**
 * @param {PDFKit.PDFDocument} doc
 * @param {DocumentMap} map
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {(text: string) => string} clean
 */
export function drawMap(doc, map, x, y, width, clean) {
  const scale = width / map.width;
  const height = map.height * scale;
  const [keepX, keepY] = [doc.x, doc.y];
  doc.save();
  doc.rect(x, y, width, height).clip();
  doc.rect(x, y, width, height).fill('#d4e5e8');
  doc.translate(x, y).scale(scale);
  if (map.land) doc.path(map.land).fill('#f3ead9');
  if (map.borders) doc.path(map.borders).lineWidth(1.5).dash(5, { space: 4 }).stroke('#c9b89a');
  doc.undash();
  doc.path(map.route).lineWidth(3.5).lineJoin('round').lineCap('round').stroke('#c2741a');
  for (const marker of map.markers) {
    const leader = marker.label?.leader;
    if (leader) doc.moveTo(leader.x1, leader.y1).lineTo(leader.x2, leader.y2).lineWidth(1.5).stroke('#2f4a2a');
    doc.roundedRect(marker.x - marker.width / 2, marker.y - MARKER_RADIUS, marker.width, MARKER_RADIUS * 2, MARKER_RADIUS).lineWidth(2.5).fillAndStroke('#2f4a2a', '#ffffff');
    doc.font(BOLD).fontSize(17).fillColor('#ffffff');
    doc.text(marker.numbers.join(','), marker.x - marker.width / 2, marker.y - 10, { width: marker.width, align: 'center', lineBreak: false });
    if (marker.label) {
      const text = clean(marker.label.text);
      doc.fontSize(LABEL_SIZE);
      const textWidth = doc.widthOfString(text);
      const left = marker.label.anchor === 'start' ? marker.label.x : marker.label.anchor === 'end' ? marker.label.x - textWidth : marker.label.x - textWidth / 2;
      const top = marker.label.y - LABEL_SIZE * 0.95;
      // A pale halo first, then the letters, so a name stays readable over the route and borders.
      doc.lineWidth(5).strokeColor('#faf6ee').text(text, left, top, { lineBreak: false, stroke: true, fill: false });
      doc.fillColor('#1f2f1d').text(text, left, top, { lineBreak: false });
    }
  }
  doc.restore();
  doc.x = keepX;
  doc.y = keepY;
  return height;
}
