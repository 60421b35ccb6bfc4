import { ApiHandlers } from '../../api/api-handlers.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { HttpError, notFound, pathId } from '../../middleware/errors.ts';
import { linkedProposalPdf } from './linked-proposal-pdf.ts';
import { proposalFileName } from './proposal-file-name.ts';
import { links } from '../../links/token-links.ts';

const NOT_FOUND = 'Proposal not found';

/**
 * Preview and share (issue 29), staff only and read-only: a sent version's link to paste into WhatsApp, and its
 * PDF (as mailed, link included); a draft's PDF as the traveller would get it. Both drawn afresh, stored nowhere.
 * Neither counts as the traveller opening it; the draft's page preview is /admin/proposals/<id>/preview. Mounted at /api/admin behind requireAdmin.
 */
export function adminProposalShareRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('proposals.shareLink', async (req, res) => {
    const nonce = await req.services.proposals.linkNonceOf(pathId(req.params.id, 'Proposal'));
    if (!nonce) throw new HttpError(404, 'This version has no link: it was never sent');
    res.set('Cache-Control', 'private, no-store').json({ url: links('proposal').url(mailer.settings.siteUrl, nonce) });
  });

  routes.on('proposals.pdf', async (req, res) => {
    // Drawn now: a draft without a link, a sent version with its own, as its mail carries it (decision 100).
    const drawn = await linkedProposalPdf(req.services, pathId(req.params.id, 'Proposal'), mailer.settings.siteUrl);
    if (!drawn) throw notFound(NOT_FOUND);
    const draft = drawn.sending.proposal.status === 'draft';
    // The mail's file name (trip and traveller); a preview opens in the browser, a sent version's PDF downloads.
    const name = proposalFileName(drawn.sending).replace(/\.pdf$/, draft ? '-preview.pdf' : '.pdf');
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `${draft ? 'inline' : 'attachment'}; filename="${name}"`, 'Cache-Control': 'private, no-store' }).send(drawn.pdf);
  });

  return routes;
}
