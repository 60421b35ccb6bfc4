import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { siteToday, siteTimeZone } from '#database/site-time-zone.ts';
import { type Request } from 'express';
import { DATE_PAST_MESSAGE } from '#database/schemas/fields.ts';
import { NO_LINES_MESSAGE, OTHER_TRIP_DEPARTURE_MESSAGE, PAST_DEPARTURE_MESSAGE, proposalDraftQuerySchema, proposalSchema, sendProposalSchema, ZERO_TOTAL_MESSAGE } from '#database/schemas/proposal.schema.ts';
import type { SaveOutcome } from '#database/repositories/proposals.repo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { links } from '../../links/token-links.ts';
import { retryOnce } from './retry-once.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { belowPriceRefusal, currencyChangeRefusal } from './sale-guards.ts';
import { proposalSent } from './sale-mail.ts';

const INQUIRY_NOT_FOUND = 'Inquiry not found';
const NOT_FOUND = 'Proposal not found';
export const FROZEN_MESSAGE = 'This proposal was accepted or replaced: it can no longer change';
export const PDF_FAILED_MESSAGE = "The proposal's PDF could not be made, so nothing was sent. Please try again.";

const author = (req: Request) => req.admin?.username ?? null;

/** A save's outcome as the response: the proposal, or the 4xx that explains why not. */
function saved(outcome: SaveOutcome) {
  if (outcome === null) throw notFound(NOT_FOUND);
  if (outcome === 'no-inquiry') throw notFound(INQUIRY_NOT_FOUND);
  if (outcome === 'no-package') throw fieldError('packageId', 'That trip does not exist (any more)');
  if (outcome === 'frozen') throw new HttpError(409, FROZEN_MESSAGE);
  if (outcome === 'no-departure') throw fieldError('departureId', 'That departure does not exist (any more)');
  if (outcome === 'other-trip-departure') throw fieldError('departureId', OTHER_TRIP_DEPARTURE_MESSAGE);
  if (outcome === 'past-departure') throw fieldError('departureId', PAST_DEPARTURE_MESSAGE);
  return outcome;
}

/** Two versions saved at once for one enquiry: the second collides on (inquiry, version). */
async function once<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new HttpError(409, 'Another version was saved at the same moment. Please reload.');
    throw error;
  }
}

/**
 * Proposals from the desk (issue 18, decision 100). Staff's (lib/api-routes.ts); the
 * inquiry-scoped routes sit under /admin/inquiries, the others under /admin/proposals (neither changes a
 * public page).
 */
export function adminProposalRoutes(mailer: Mailer) {
  const routes = new ApiHandlers();

  routes.on('inquiries.proposalDraft', async (req, res) => {
    const draft = await req.services.proposals.draft(pathId(req.params.id, 'Inquiry'), parse(proposalDraftQuerySchema, req.query), siteToday());
    if (!draft) throw notFound(INQUIRY_NOT_FOUND);
    res.json(draft);
  });

  routes.on('inquiries.proposals', async (req, res) => {
    const items = await req.services.proposals.list(pathId(req.params.id, 'Inquiry'), siteToday());
    if (!items) throw notFound(INQUIRY_NOT_FOUND);
    res.json({ items });
  });

  routes.on('inquiries.createProposal', async (req, res) => {
    const inquiryId = pathId(req.params.id, 'Inquiry');
    const input = parse(proposalSchema(siteTimeZone()), req.body);
    const proposal = await once(() => req.services.transaction(async (tx) => saved(await tx.proposals.create(inquiryId, input, author(req)))));
    res.status(201).json(proposal);
  });

  routes.on('proposals.get', async (req, res) => {
    const proposal = await req.services.proposals.get(pathId(req.params.id, 'Proposal'));
    if (!proposal) throw notFound(NOT_FOUND);
    res.json(proposal);
  });

  routes.on('proposals.update', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const input = parse(proposalSchema(siteTimeZone()), req.body);
    const stored = await req.services.proposals.get(id);
    const refusal = stored && currencyChangeRefusal(stored, input);
    if (refusal) throw refusal;
    const proposal = await once(() => req.services.transaction(async (tx) => saved(await tx.proposals.update(id, input, author(req)))));
    res.json(proposal);
  });

  routes.on('proposals.send', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const sending = await req.services.proposals.forSending(id);
    if (!sending) throw notFound(NOT_FOUND);
    const { proposal } = sending;
    if (proposal.status === 'accepted' || proposal.status === 'replaced') throw new HttpError(409, FROZEN_MESSAGE);
    if (proposal.lines.length === 0) throw fieldError('lines', NO_LINES_MESSAGE);
    // A total of 0 would be "paid" the moment it is accepted (issue 26).
    if (proposal.status === 'draft' && proposal.total <= 0) throw fieldError('lines', ZERO_TOTAL_MESSAGE);
    if (proposal.validUntil < siteToday()) throw fieldError('validUntil', DATE_PAST_MESSAGE);
    if (proposal.status === 'draft') {
      const belowPrice = await belowPriceRefusal(req.services, proposal, parse(sendProposalSchema, req.body ?? {}).confirmBelowPrice);
      if (belowPrice) throw belowPrice;
    }
    const mail = { proposalId: id, version: proposal.version, to: sending.traveller.email, firstName: sending.traveller.firstName };

    if (proposal.status === 'sent') {
      // Mailed again with the same link (derived from the stored nonce), its PDF drawn from the frozen version.
      await req.services.transaction(async (tx) => {
        await tx.proposals.noteResent(id, author(req));
        await proposalSent(mailer, tx, { ...mail, inquiryId: proposal.inquiryId });
      });
      res.status(202).json(proposal);
      return;
    }

    const link = links('proposal').issue();
    const company = await req.services.companySettings.get();
    // The PDF is drawn once here only to know it can be: a proposal whose PDF fails stays a draft, and staff hear so
    // now rather than from a mail that cannot go. Nothing keeps it: the mail and the download draw it again with the
    // link, which the database never holds (decision 100). Drawn before the transaction, so no row is locked meanwhile.
    try {
      // pdfkit loads with the first proposal sent, not at every start (issue 19's cold start).
      const { renderProposalPdf } = await import('./proposal-pdf.ts');
      await renderProposalPdf(sending, mailer.settings.siteUrl, { company });
    } catch (error) {
      console.error(`Proposal ${id}: the PDF could not be made:`, error);
      throw new HttpError(500, PDF_FAILED_MESSAGE);
    }
    // Locks in the sale's order; a deadlock or serialization failure is tried once more (decision 135).
    const sent = await retryOnce(() =>
      req.services.transaction(async (tx) => {
        const outcome = await tx.proposals.markSent(id, link, author(req));
        if (outcome && outcome !== 'busy' && !('refused' in outcome)) {
          // Quoted, unless booked (decision 133); the proposal answers the traveller, so no longer "needs reply".
          await tx.inquiries.move(outcome.inquiryId, 'quoted', { cause: 'proposal-sent', author: author(req) });
          await proposalSent(mailer, tx, { ...mail, inquiryId: outcome.inquiryId });
        }
        return outcome;
      }),
    );
    if (!sent) throw notFound(NOT_FOUND);
    if (sent === 'busy') throw new HttpError(409, 'This proposal was sent a moment ago. Please reload.');
    if ('refused' in sent) throw sent.field ? fieldError(sent.field, sent.refused, 409) : new HttpError(409, sent.refused);
    res.status(202).json(sent);
  });

  return routes;
}
