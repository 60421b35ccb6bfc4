import { formatDate } from '#lib/format.ts';
import { balanceOf, formatMoney } from '#lib/money.ts';
import { itineraryDays } from '#lib/itinerary-days.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { drawDocument } from '../documents/draw-document.ts';
import type { PriceRow, ProposalDocument } from '../documents/document-kinds.ts';
import { proposalPdfContent as copy } from './proposal-pdf.content.ts';

/**
 * The proposal PDF's words: dates, money and copy as the traveller reads them, put in place by the
 * drawing (server/documents/proposal.drawing.js). Made on the main thread, where our modules are.
 */
export function proposalDocument({ proposal: p, traveller, tripName, included, excluded }: SendingProposal, origin: string): ProposalDocument {
  const money = (amount: number) => formatMoney(amount, p.currency);
  const figure = (label: string, amount: number): PriceRow => [label, '', '', money(amount)];
  return {
    brand: copy.brand,
    title: copy.title(p.version),
    preparedFor: copy.preparedFor(`${traveller.firstName} ${traveller.lastName}`),
    facts: [
      [copy.trip, tripName ?? copy.notGiven],
      [copy.startDate, p.startDate ? formatDate(p.startDate) : copy.notGiven],
      [copy.travellers, copy.party(p.adults, p.children)],
      [copy.validUntil, formatDate(p.validUntil)],
    ],
    note: p.note ? { heading: copy.note, text: p.note } : null,
    itinerary: p.stops.length
      ? {
          heading: copy.itinerary,
          // The same day list as the trip page and the proposal page: a 0-night stop within the next one's day.
          stops: itineraryDays(p.stops).map((day) => ({
            title: `${day.label} · ${day.title}`,
            lodge: day.stops.map(({ stop }) => stop.lodge).filter(Boolean).join(', ') || null,
            place: day.stops.map(({ stop }) => `${stop.placeName}${stop.nights ? `, ${stop.nights} night${stop.nights === 1 ? '' : 's'}` : ''}`).join(' → '),
          })),
        }
      : null,
    price: {
      heading: copy.price,
      columns: [copy.columns.item, copy.columns.quantity, copy.columns.unitPrice, copy.columns.amount],
      lines: p.lines.map((line) => [line.label, String(line.quantity), money(line.unitPrice), money(line.amount)]),
      total: figure(copy.total, p.total),
      deposit: figure(copy.deposit(p.depositPercent), p.deposit),
      balance: figure(copy.balance, balanceOf(p.total, p.deposit, p.currency)),
    },
    lists: [
      { heading: copy.included, items: included },
      { heading: copy.excluded, items: excluded },
    ].filter((list) => list.items.length > 0),
    footer: [copy.howToAccept, copy.terms(origin)],
  };
}

/** The PDF attached to the proposal mail, drawn with pdfkit in a PDF worker, off the main thread (issue 27). */
export function renderProposalPdf(sending: SendingProposal, origin: string): Promise<Buffer> {
  return drawDocument('proposal', proposalDocument(sending, origin));
}
