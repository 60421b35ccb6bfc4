import type { CompanySettings } from '#lib/domain/site/company-settings.types.ts';
import type { Meal } from '#lib/domain/catalogue/catalogue.types.ts';
import { formatDate } from '#lib/format.ts';
import { itineraryDays } from '#lib/domain/catalogue/itinerary-days.ts';
import { balanceOf, formatMoney } from '#lib/domain/money/money.ts';
import { balanceDueOn as dueOn } from '#lib/domain/booking/booking-facts.ts';
import { siteToday } from '#database/site-time-zone.ts';
import { routeMap } from '#lib/route-map.server.ts';
import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import { drawDocument } from '../../documents/draw-document.ts';
import type { PriceRow, ProposalDocument } from '../../documents/document-kinds.ts';
import { DEFAULT_LOCALE } from '#lib/domain/site/locale.ts';
import type { ProposalPdfCopy } from './proposal-pdf.content.ts';
import { proposalPdfCopy } from './proposal-pdf.content.de.ts';

/** What the PDF needs besides the proposal: the company's contact details, and the traveller's link once issued. */
export interface ProposalPdfContext {
  company?: Pick<CompanySettings, 'phone' | 'whatsapp' | 'email' | 'address'>;
  /** The traveller's page (`<origin>/proposals/<token>`); absent in a preview, before a link exists. */
  link?: string;
}

/**
 * The route map is projected on the main thread (d3 and the atlas are TypeScript-side), ~35 ms a map: the
 * maps of the last few itineraries are kept, as proposals are mostly sent from a trip's own stops, and twenty
 * PDFs drawn at once must not hold the main thread for 20 projections (tests/integration/pdf-workers.test.ts).
 */
const maps = new Map<string, ReturnType<typeof routeMap>>();
function mapOf(stops: SendingProposal['proposal']['stops']) {
  const key = JSON.stringify(stops.map(({ placeName, lat, lng, nights }) => [placeName, lat, lng, nights]));
  let map = maps.get(key);
  if (map === undefined) {
    map = routeMap(stops);
    maps.set(key, map);
    if (maps.size > 20) maps.delete(maps.keys().next().value!);
  }
  return map;
}

/** "Breakfast and dinner included" ("Frühstück und Abendessen inklusive"). */
function mealsLine(meals: readonly Meal[] | undefined, copy: ProposalPdfCopy): string | null {
  const words = (['B', 'L', 'D'] as const).filter((meal) => meals?.includes(meal)).map((meal) => copy.mealWords[meal]);
  if (words.length === 0) return null;
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} ${copy.and} ${words.at(-1)}` : words[0]!;
  return copy.meals(`${list[0]!.toUpperCase()}${list.slice(1)}`);
}

/** "+27 13 000 0000 · WhatsApp +27 82 000 0000 · hello@… · safari.example": one line for every page's foot. */
function contactLine(origin: string, company: ProposalPdfContext['company'], copy: ProposalPdfCopy): string {
  const site = origin.replace(/^https?:\/\//, '');
  if (!company) return `${copy.brand} · ${site}`;
  const address = company.address?.split('\n').map((line) => line.trim()).filter(Boolean).join(', ');
  return [copy.brand, company.phone, company.whatsapp ? copy.whatsapp(`+${company.whatsapp}`) : null, company.email, site, address].filter(Boolean).join(' · ');
}

/**
 * The proposal PDF's words: dates, money and copy as the traveller reads them, put in place by the
 * drawing (server/documents/proposal.drawing.js). Made on the main thread, where our modules are. In the
 * traveller's language (issue 42); what staff wrote (lines, stops, the note) is theirs as written.
 */
export function proposalDocument({ proposal: p, traveller, tripName, included, excluded }: SendingProposal, origin: string, context: ProposalPdfContext = {}): ProposalDocument {
  const locale = traveller.locale ?? DEFAULT_LOCALE;
  const copy = proposalPdfCopy[locale];
  const date = (iso: string) => formatDate(iso, locale);
  const money = (amount: number) => formatMoney(amount, p.currency, locale);
  const figure = (label: string, amount: number): PriceRow => [label, '', '', money(amount)];
  // SPEC's terms, as the traveller's page and the booking count it (lib/domain/booking/booking-facts.ts).
  const balanceDueOn = dueOn(p.startDate, siteToday());
  const map = p.stops.length > 0 ? mapOf(p.stops) : null;
  return {
    brand: copy.brand,
    title: copy.title(p.version),
    preparedFor: copy.preparedFor(`${traveller.firstName} ${traveller.lastName}`),
    contact: contactLine(origin, context.company, copy),
    pageNumber: copy.page,
    facts: [
      [copy.trip, tripName ?? copy.notGiven],
      [copy.startDate, p.startDate ? date(p.startDate) : copy.notGiven],
      [copy.travellers, copy.party(p.adults, p.children)],
      [copy.validUntil, date(p.validUntil)],
    ],
    link: context.link ? { label: copy.link, url: context.link } : null,
    note: p.note ? { heading: copy.note, text: p.note } : null,
    itinerary: p.stops.length
      ? {
          heading: copy.itinerary,
          // The same day list as the trip page and the proposal page: a 0-night stop within the next one's day.
          days: itineraryDays(p.stops).map((day) => ({
            title: `${copy.days(day.first, day.last)} · ${day.title}`,
            stops: day.stops.map(({ stop, number }) => ({
              place: `${number}. ${stop.placeName}${stop.nights ? `, ${copy.nights(stop.nights)}` : ''}`,
              text: stop.description,
              lodge: stop.lodge ? copy.lodge(stop.lodge) : null,
              meals: mealsLine(stop.meals, copy),
            })),
          })),
          map: map && { width: map.width, height: map.height, land: map.land, borders: map.borders, route: map.route, markers: map.markers },
        }
      : null,
    price: {
      heading: copy.price,
      columns: [copy.columns.item, copy.columns.quantity, copy.columns.unitPrice, copy.columns.amount],
      lines: p.lines.map((line) => [line.label, String(line.quantity), money(line.unitPrice), money(line.amount)]),
      total: figure(copy.total, p.total),
      deposit: figure(copy.deposit(p.depositPercent), p.deposit),
      balance: figure(balanceDueOn ? copy.balanceDueOn(date(balanceDueOn)) : copy.balance, balanceOf(p.total, p.deposit, p.currency)),
    },
    lists: [
      { heading: copy.included, items: included },
      { heading: copy.excluded, items: excluded },
    ].filter((list) => list.items.length > 0),
    footer: [copy.howToAccept, copy.terms(origin)],
  };
}

/** The PDF attached to the proposal mail, drawn with pdfkit in a PDF worker, off the main thread (issue 27). */
export function renderProposalPdf(sending: SendingProposal, origin: string, context: ProposalPdfContext = {}): Promise<Buffer> {
  return drawDocument('proposal', proposalDocument(sending, origin, context));
}
