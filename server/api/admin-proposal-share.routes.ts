import { ApiHandlers } from './api-handlers.ts';
import type { Mailer } from '../mail/mailer.ts';
import { HttpError, notFound, pathId } from '../middleware/errors.ts';
import { proposalFileName } from '../proposals/proposal-file-name.ts';
import { proposalPath, tokenFor } from '../proposals/proposal-links.ts';

const NOT_FOUND = 'Proposal not found';

/**
 * Preview and share (issue 29), staff only and read-only: a sent version's link to paste into WhatsApp, and its
 * PDF (as mailed); a draft's PDF as the traveller would get it, made afresh by the same renderer and stored nowhere.
 * Neither counts as the traveller opening it; the draft's page preview is /admin/proposals/<id>/preview. Mounted at /api/admin behind requireAdmin.
 */
export function adminProposalShareRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('proposals.shareLink', async (req, res) => {
    const nonce = await req.services.proposals.linkNonceOf(pathId(req.params.id, 'Proposal'));
    if (!nonce) throw new HttpError(404, 'This version has no link: it was never sent');
    res.set('Cache-Control', 'private, no-store').json({ url: `${mailer.settings.siteUrl}${proposalPath(tokenFor(nonce))}` });
  });

  routes.on('proposals.pdf', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const sending = await req.services.proposals.forSending(id);
    if (!sending) throw notFound(NOT_FOUND);
    const { proposal } = sending;
    const draft = proposal.status === 'draft';
    let pdf = draft ? null : await req.services.proposals.document(id);
    if (!pdf) {
      // The renderer sending uses, with the company's details; a draft has no link yet, a sent version its own.
      const nonce = draft ? null : await req.services.proposals.linkNonceOf(id);
      const company = await req.services.companySettings.get();
      const { renderProposalPdf } = await import('../proposals/proposal-pdf.ts');
      pdf = await renderProposalPdf(sending, mailer.settings.siteUrl, { company, ...(nonce ? { link: `${mailer.settings.siteUrl}${proposalPath(tokenFor(nonce))}` } : {}) });
    }
    // The mail's file name (trip and traveller); a preview opens in the browser, a sent version's PDF downloads.
    const name = proposalFileName(sending).replace(/\.pdf$/, draft ? '-preview.pdf' : '.pdf');
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `${draft ? 'inline' : 'attachment'}; filename="${name}"`, 'Cache-Control': 'private, no-store' }).send(pdf);
  });

  return routes;
}
