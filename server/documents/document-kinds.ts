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

export interface ProposalDocument {
  brand: string;
  title: string;
  preparedFor: string;
  facts: [label: string, value: string][];
  note: { heading: string; text: string } | null;
  itinerary: { heading: string; stops: { title: string; lodge: string | null; place: string }[] } | null;
  price: { heading: string; columns: PriceRow; lines: PriceRow[]; total: PriceRow; deposit: PriceRow; balance: PriceRow };
  /** What is included and what is not; only those with items. */
  lists: { heading: string; items: string[] }[];
  /** How to accept, and the terms. */
  footer: string[];
}
