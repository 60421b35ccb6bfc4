import { slugWords } from '#lib/domain/catalogue/trip.ts';

/**
 * The proposal PDF's file name (issue 29): the trip and the traveller in it, so a traveller who keeps several,
 * or an agent forwarding them, can tell them apart. Plain ASCII, as some mail programs mangle anything else:
 * "safari-proposal-kruger-classic-lukasz-nowak-brown-v2.pdf".
 */
export function proposalFileName(sending: { tripName: string | null; traveller: { firstName: string; lastName: string }; proposal: { version: number } }): string {
  const slug = (text: string, length: number) => slugWords(text).slice(0, length).replace(/-+$/, '');
  const parts = [sending.tripName ? slug(sending.tripName, 60) : '', slug(`${sending.traveller.firstName} ${sending.traveller.lastName}`, 40)];
  return ['safari-proposal', ...parts.filter(Boolean), `v${sending.proposal.version}`].join('-') + '.pdf';
}
