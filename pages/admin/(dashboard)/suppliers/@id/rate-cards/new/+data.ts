import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The supplier a new rate card is for. */
export async function data({ routeParams, services }: PageContextServer) {
  const id = uuidOrNull(routeParams.id);
  const supplier = id ? await services.suppliers.get(id) : null;
  if (!supplier) throw render(404);
  return { supplier: { id: supplier.id, name: supplier.name } };
}
