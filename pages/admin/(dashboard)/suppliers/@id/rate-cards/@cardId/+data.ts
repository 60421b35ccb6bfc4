import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** A rate card as it is in force, and every version before (`GET /api/admin/rate-cards/:id` and `…/versions`). */
export async function data({ routeParams, services }: PageContextServer) {
  const supplierId = uuidOrNull(routeParams.id);
  const cardId = uuidOrNull(routeParams.cardId);
  const card = cardId ? await services.rateCards.get(cardId) : null;
  // A card is found under its own supplier only, so a copied address with another supplier's id is not a page.
  if (!card || card.supplierId !== supplierId) throw render(404);
  const [supplier, versions] = await Promise.all([services.suppliers.get(card.supplierId), services.rateCards.versions(card.id)]);
  if (!supplier) throw render(404);
  return { supplier: { id: supplier.id, name: supplier.name }, card, versions: versions ?? [] };
}
