import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** A supplier and its rate cards (issue 40): the same repository calls as `GET /api/admin/suppliers/:id/rate-cards`. */
export async function data({ routeParams, services }: PageContextServer) {
  const id = uuidOrNull(routeParams.id);
  const supplier = id ? await services.suppliers.get(id) : null;
  if (!supplier) throw render(404);
  return { supplier, cards: await services.rateCards.forSupplier(supplier.id) };
}
