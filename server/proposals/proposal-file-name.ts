/**
 * The proposal PDF's file name (issue 29): the trip and the traveller in it, so a traveller who keeps several,
 * or an agent forwarding them, can tell them apart. Plain ASCII, as some mail programs mangle anything else.
 */
/** "safari-proposal-kruger-classic-lukasz-nowak-brown-v2.pdf": a file the traveller can tell from others they keep. */
export function proposalFileName(sending: { tripName: string | null; traveller: { firstName: string; lastName: string }; proposal: { version: number } }): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const parts = [sending.tripName ? slug(sending.tripName).slice(0, 60).replace(/-+$/, '') : '', slug(`${sending.traveller.firstName} ${sending.traveller.lastName}`).slice(0, 40).replace(/-+$/, '')];
  return ['safari-proposal', ...parts.filter(Boolean), `v${sending.proposal.version}`].join('-') + '.pdf';
}
