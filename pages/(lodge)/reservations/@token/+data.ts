import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { reservationContent as copy } from './reservation.content.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * `/reservations/<token>`: the request and its state. Opening it changes nothing (mail scanners open links). A link
 * no reservation holds any more (the enquiry erased, the link revoked) answers 410 with the page that says so.
 */
export async function data(pageContext: PageContextServer) {
  const token = pageContext.routeParams.token ?? '';
  const reservation = token.length <= 128 ? await pageContext.services.reservations.openByToken(token) : null;
  if (reservation === 'ended') throw render(410, copy.ended);
  if (!reservation) throw render(404);
  return { token, reservation };
}
