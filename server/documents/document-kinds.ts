/**
 * The documents the PDF workers draw (server/documents/document.worker.js), each a kind and its data.
 * The data is already in words: dates, money and copy are formatted on the main thread, so the worker
 * needs none of our TypeScript modules (a TypeScript import would load the type stripper into each
 * thread, decision 130) and only lays the text out. A new document (a voucher) adds its kind here and
 * its drawing beside the proposal's.
 */
export interface DocumentKinds {
  proposal: ProposalDocument;
  voucher: VoucherDocument;
}

/** A supplier's voucher (issue 30): who, where, when, what, and the numbers to quote. */
export interface VoucherDocument {
  brand: string;
  title: string;
  supplier: { name: string; lines: string[] };
  facts: [label: string, value: string][];
  travellers: { heading: string; names: string[] };
  footer: string[];
}

export type DocumentKind = keyof DocumentKinds;
export type DocumentJob = { [K in DocumentKind]: { kind: K; data: DocumentKinds[K] } }[DocumentKind];

/** Four cells: item, quantity, unit price, amount. */
export type PriceRow = [string, string, string, string];

/** The route map, already projected to points of its own frame (lib/route-map.server.ts): paths and markers. */
export interface DocumentMap {
  width: number;
  height: number;
  land: string;
  borders: string;
  route: string;
  markers: { x: number; y: number; width: number; numbers: number[]; label: { text: string; x: number; y: number; anchor: 'start' | 'end' | 'middle'; leader?: { x1: number; y1: number; x2: number; y2: number } } | null }[];
}

/** One day of the itinerary (lib/domain/catalogue/itinerary-days.ts): its heading, then each stop's place, text, lodge and meals. */
export interface DocumentDay {
  title: string;
  stops: { place: string; text: string; lodge: string | null; meals: string | null }[];
}

export interface ProposalDocument {
  brand: string;
  title: string;
  preparedFor: string;
  /** The company's contact details from Settings, printed at the foot of every page. */
  contact: string;
  /** "Page {n} of {of}", filled in by the drawing. */
  pageNumber: string;
  facts: [label: string, value: string][];
  /** The traveller's page, where they accept or ask for changes; null in a preview. */
  link: { label: string; url: string } | null;
  note: { heading: string; text: string } | null;
  itinerary: { heading: string; days: DocumentDay[]; map: DocumentMap | null } | null;
  price: { heading: string; columns: PriceRow; lines: PriceRow[]; total: PriceRow; deposit: PriceRow; balance: PriceRow };
  /** What is included and what is not; only those with items. */
  lists: { heading: string; items: string[] }[];
  /** How to accept, and the terms. */
  footer: string[];
}
