import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** A departure's manifest (issue 26), the same repository call as `GET /api/admin/departures/:id`. */
export async function data(pageContext: PageContextServer) {
  const id = uuidOrNull(pageContext.routeParams.id);
  const manifest = id ? await pageContext.services.packages.manifest(id, todayIn(pageContext.site.timeZone)) : null;
  if (!manifest) throw render(404);
  return { manifest };
}
