import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { siteToday, siteTimeZone } from '#database/site-time-zone.ts';
import { type Request } from 'express';
import { OTHER_TRIP_DEPARTURE_MESSAGE, PAST_DEPARTURE_MESSAGE, proposalDraftQuerySchema, proposalSchema, sendProposalSchema } from '#database/schemas/proposal.schema.ts';
import type { SaveOutcome } from '#database/repositories/proposals.repo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse, pathId } from '../../middleware/errors.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { currencyChangeRefusal, type Refused } from './sale-guards.ts';
import { sendProposal } from './send-proposal.ts';

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

const refusedError = (refused: Refused) => (refused.field ? fieldError(refused.field, refused.message, 409) : new HttpError(409, refused.message));

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
    if (refusal) throw refusedError(refusal);
    const proposal = await once(() => req.services.transaction(async (tx) => saved(await tx.proposals.update(id, input, author(req)))));
    res.json(proposal);
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
