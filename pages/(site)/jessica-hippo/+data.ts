import { jessicaHippo } from './jessica-hippo.content.ts';

export type Data = ReturnType<typeof data>;

/** The activity names the page's WhatsApp greeting (decision 160), as /contact?about= does; the page needs no other data. */
export function data() {
  return { whatsappTopic: jessicaHippo.place.name };
}
