/** The cost side's staff pages (issue 40): a supplier's rate cards beside the supplier, each card on its own page. */
export const SUPPLIERS_HREF = '/admin/suppliers';
export const supplierHref = (supplierId: string) => `${SUPPLIERS_HREF}/${supplierId}`;
export const rateCardHref = (supplierId: string, cardId: string) => `${supplierHref(supplierId)}/rate-cards/${cardId}`;
export const PARK_FEES_HREF = '/admin/park-fees';
