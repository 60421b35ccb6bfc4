import type { PageContextServer } from 'vike/types';
import { cheetahWalkCopy } from './cheetah-walk.copy.ts';

export type Data = ReturnType<typeof data>;

/** The activity names the page's WhatsApp greeting (decision 160), as /contact?about= does; the page needs no other data. */
export function data(pageContext: PageContextServer) {
  const german = pageContext.locale === 'de';
  const { name } = cheetahWalkCopy[pageContext.locale].place;
  return { whatsappTopic: german ? `„${name}“` : name };
}
