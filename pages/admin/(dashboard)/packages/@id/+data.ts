import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** One trip as staff edit it, hidden ones too; an unknown or malformed id is SPEC's not-found page. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const trip = id ? await pageContext.services.packages.getTrip(id) : null;
  if (!trip) throw render(404);
  // The stops' supplier choice (issue 40): names only, the suppliers being at most 500.
  const suppliers = (await pageContext.services.suppliers.list()).map(({ id, name }) => ({ id, name }));
  // The German section's texts (issue 42), null before the first save.
  const german = await pageContext.services.packageTranslations.find(trip.id, 'de');
  return { trip, suppliers, german };
}
