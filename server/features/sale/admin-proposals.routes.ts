import { siteToday, siteTimeZone } from '#database/site-time-zone.ts';
import { type Request } from 'express';
import { OTHER_TRIP_DEPARTURE_MESSAGE, PAST_DEPARTURE_MESSAGE, proposalDraftQuerySchema, proposalSchema, sendProposalSchema } from '#lib/domain/sale/proposal.schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import type { Refused } from './sale-guards.ts';
import { createProposal, type SaveAnswer, updateProposal } from './save-proposal.ts';
import { sendProposal } from './send-proposal.ts';
import { staffProposalCosting } from '#lib/domain/costing/repricing.ts';

const INQUIRY_NOT_FOUND = 'Inquiry not found';
const NOT_FOUND = 'Proposal not found';
export const FROZEN_MESSAGE = 'This proposal was accepted or replaced: it can no longer change';
export const PDF_FAILED_MESSAGE = "The proposal's PDF could not be made, so nothing was sent. Please try again.";

const author = (req: Request) => req.admin?.username ?? null;

/** A save's outcome as the response: the proposal, or the 4xx that explains why not. */
function saved(outcome: SaveAnswer) {
  if (outcome === null) throw notFound(NOT_FOUND);
  if (outcome.kind === 'refused') throw refusedError(outcome);
  if (outcome.kind === 'collided') throw new HttpError(409, 'Another version was saved at the same moment. Please reload.');
  if (outcome.kind === 'saved') return outcome.proposal;
  const { reason } = outcome;
  if (reason === 'no-inquiry') throw notFound(INQUIRY_NOT_FOUND);
  if (reason === 'no-package') throw fieldError('packageId', 'That trip does not exist (any more)');
  if (reason === 'frozen') throw new HttpError(409, FROZEN_MESSAGE);
  if (reason === 'no-departure') throw fieldError('departureId', 'That departure does not exist (any more)');
  if (reason === 'other-trip-departure') throw fieldError('departureId', OTHER_TRIP_DEPARTURE_MESSAGE);
  throw fieldError('departureId', PAST_DEPARTURE_MESSAGE);
}

const refusedError = (refused: Refused) => (refused.field ? fieldError(refused.field, refused.message, 409) : new HttpError(409, refused.message));

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
    res.status(201).json(saved(await createProposal(req.services, inquiryId, input, author(req))));
  });

  routes.on('proposals.get', async (req, res) => {
    const proposal = await req.services.proposals.get(pathId(req.params.id, 'Proposal'));
    if (!proposal) throw notFound(NOT_FOUND);
    res.json({ ...proposal, ...(await staffProposalCosting(req.services, proposal, siteToday())) });
  });

  routes.on('proposals.update', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const input = parse(proposalSchema(siteTimeZone()), req.body);
    res.json(saved(await updateProposal(req.services, id, input, author(req))));
  });

  routes.on('proposals.send', async (req, res) => {
    const id = pathId(req.params.id, 'Proposal');
    const { confirmBelowPrice } = parse(sendProposalSchema, req.body ?? {});
    const outcome = await sendProposal(req.services, mailer, id, confirmBelowPrice, author(req));
    if (!outcome) throw notFound(NOT_FOUND);
    if (outcome.kind === 'frozen') throw new HttpError(409, FROZEN_MESSAGE);
    if (outcome.kind === 'invalid') throw fieldError(outcome.field, outcome.message);
    if (outcome.kind === 'refused') throw refusedError(outcome);
    if (outcome.kind === 'no-pdf') throw new HttpError(500, PDF_FAILED_MESSAGE);
    if (outcome.kind === 'busy') throw new HttpError(409, 'This proposal was sent a moment ago. Please reload.');
    res.status(202).json(outcome.proposal);
  });

  return routes;
}
