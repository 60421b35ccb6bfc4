import type { PageContextServer } from 'vike/types';
import { panoramaRouteCopy } from './panorama-route.copy.ts';

export type Data = ReturnType<typeof data>;

/** The activity names the page's WhatsApp greeting (decision 160), as /contact?about= does; the page needs no other data. */
export function data(pageContext: PageContextServer) {
  const { name } = panoramaRouteCopy[pageContext.locale].place;
  return { whatsappTopic: pageContext.locale === 'de' ? `„${name}“` : name };
}
