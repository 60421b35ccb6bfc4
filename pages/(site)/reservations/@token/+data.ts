import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/** `/reservations/<token>`: the request and its state. Opening it changes nothing (mail scanners open links). */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const reservation = token.length <= 128 ? await pageContext.services.reservations.openByToken(token) : null;
  if (!reservation) throw render(404);
  return { token, reservation };
}
