import type { SendingProposal } from '#database/repositories/proposals.repo.ts';
import type { Services } from '../../services.ts';
import { links } from '../../links/token-links.ts';

/**
 * A proposal's PDF as the traveller gets it (issue 29): the version as stored, the company's details, and, once it was
 * sent, its link. It is drawn only here, when the mail is rendered or staff download the PDF, and never kept, so the
 * database never holds a token (decision 100: a copy of the database alone opens no proposal; decision 152). Null
 * when the proposal is gone.
 */
export async function linkedProposalPdf(services: Services, id: string, siteUrl: string): Promise<{ pdf: Buffer; sending: SendingProposal; link: string | null } | null> {
  const sending = await services.proposals.forSending(id);
  if (!sending) return null;
  const nonce = sending.proposal.status === 'draft' ? null : await services.proposalMailFacts.linkNonce(id);
  const company = await services.companySettings.get();
  // pdfkit and the route map load with the first PDF, not at every start (issue 19's cold start).
  const { renderProposalPdf } = await import('./proposal-pdf.ts');
  const link = nonce ? links('proposal').url(siteUrl, nonce) : null;
  const pdf = await renderProposalPdf(sending, siteUrl, { company, ...(link ? { link } : {}) });
  return { pdf, sending, link };
}
