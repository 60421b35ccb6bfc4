import { type Request } from 'express';
import { acceptProposalSchema, proposalChangesSchema } from '#lib/domain/sale/proposal.schema.ts';
import { saleMessages } from '#database/repositories/sale-locks.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, HttpError, notFound, parse } from '../../middleware/errors.ts';
import { UNDATED_ACCEPT_MESSAGE } from '#lib/domain/sale/proposal-dates.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { pathTokenHash } from '../../links/token-links.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { acceptProposal } from './accept-proposal.ts';
import { askForChanges } from './ask-for-changes.ts';
import { declineProposal } from './decline-proposal.ts';

export const UNKNOWN_LINK = 'This proposal link is not valid';
export const EXPIRED = 'This proposal has expired. Please ask us for a new one.';
export const REPLACED = 'A newer proposal replaced this one';
export const DEPARTURE_FULL = saleMessages.full;
export const ALREADY_BOOKED = 'This enquiry is already booked. Please reply to our e-mail if you would like to change the booking.';
const ACCEPTED = 'This proposal was accepted: please reply to our e-mail to change the booking';

/**
 * The traveller's answers to a proposal, with only the link as credential (issue 18, decision 100):
 * accepting makes the booking, declining frees its seats, and asking for changes puts the enquiry back in front of
 * staff. Each is throttled per address before its operation runs.
 */
export function publicProposalRoutes(limits: RateLimitSettings, mailer: Mailer) {
  const routes = new ApiHandlers();
  const throttle = (req: Request) => countAttempt(req.services.rateLimiter, [{ key: `proposal:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);

  routes.on('proposals.accept', async (req, res) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_LINK);
    const input = parse(acceptProposalSchema, req.body);
    await throttle(req);
    const outcome = await acceptProposal(req.services, mailer, hash, input);
    if (!outcome) throw notFound(UNKNOWN_LINK);
    if (outcome.kind === 'expired') throw new HttpError(410, EXPIRED);
    if (outcome.kind === 'replaced') throw new HttpError(409, REPLACED);
    if (outcome.kind === 'already-booked') throw new HttpError(409, ALREADY_BOOKED);
    if (outcome.kind === 'declined') throw new HttpError(409, 'You declined this proposal. Please reply to our e-mail if you would like it after all.');
    if (outcome.kind === 'full') throw new HttpError(409, DEPARTURE_FULL);
    if (outcome.kind === 'undated') throw fieldError('startDate', UNDATED_ACCEPT_MESSAGE, 409);
    res.status(outcome.created ? 201 : 200).json(outcome.booking);
  });

  routes.on('proposals.decline', async (req, res) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_LINK);
    await throttle(req);
    const outcome = await declineProposal(req.services, mailer, hash);
    if (!outcome) throw notFound(UNKNOWN_LINK);
    if (outcome.kind === 'accepted') throw new HttpError(409, ACCEPTED);
    if (outcome.kind === 'replaced') throw new HttpError(409, REPLACED);
    res.json({ ok: true });
  });

  routes.on('proposals.requestChanges', async (req, res) => {
    const hash = pathTokenHash(req.params.token, UNKNOWN_LINK);
    const { message } = parse(proposalChangesSchema, req.body);
    await throttle(req);
    const outcome = await askForChanges(req.services, mailer, hash, message);
    if (!outcome) throw notFound(UNKNOWN_LINK);
    if (outcome.kind === 'accepted') throw new HttpError(409, ACCEPTED);
    res.status(201).json({ ok: true });
  });

  return routes;
}
