import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { siteToday } from '#database/site-time-zone.ts';
import { type Request } from 'express';
import { acceptProposalSchema, proposalChangesSchema } from '#database/schemas/proposal.schema.ts';
import type { AcceptOutcome } from '#database/repositories/bookings.repo.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
import { HttpError, notFound, parse } from '../../middleware/errors.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { tokenHash as hashOfToken } from '../../links/token-links.ts';
import { retryOnce } from './retry-once.ts';
import { saleMessages } from '#database/repositories/sale-locks.ts';
import { formatDate } from '#lib/format.ts';
import { planReminders } from '../ledger/booking-reminders.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';

export const UNKNOWN_LINK = 'This proposal link is not valid';
export const EXPIRED = 'This proposal has expired. Please ask us for a new one.';
export const REPLACED = 'A newer proposal replaced this one';
export const DEPARTURE_FULL = saleMessages.full;
export const ALREADY_BOOKED = 'This enquiry is already booked. Please reply to our e-mail if you would like to change the booking.';
/** A reference drawn twice (1 in about a million per booking) is drawn again, a few times at most. */
const REFERENCE_ATTEMPTS = 5;

/** The token from the path, hashed as stored; anything not shaped like a token names no proposal. */
function tokenHash(req: Request): string {
  const hash = hashOfToken(String(req.params.token ?? ''));
  if (!hash) throw notFound(UNKNOWN_LINK);
  return hash;
}

/**
 * The traveller's answers to a proposal, with only the link as credential (issue 18, decision 100):
 * accepting makes the booking; asking for changes puts the enquiry back in front of staff.
 */
export function publicProposalRoutes(limits: RateLimitSettings, mailer: Mailer) {
  const routes = new ApiHandlers();
  const throttle = (req: Request) => countAttempt(req.services.rateLimiter, [{ key: `proposal:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);

  routes.on('proposals.accept', async (req, res) => {
    const hash = tokenHash(req);
    const input = parse(acceptProposalSchema, req.body);
    await throttle(req);
    const today = siteToday();
    let outcome: AcceptOutcome | undefined;
    for (let attempt = 1; !outcome; attempt++) {
      try {
        // Locks in the sale's order; a deadlock or serialization failure is tried once more (decision 135).
        outcome = await retryOnce(() => req.services.transaction(async (tx) => {
          const result = await tx.bookings.accept(hash, input, today);
          if (typeof result === 'object' && 'full' in result) {
            const { full } = result;
            const date = formatDate(full.date);
            const alert = copy.departureFullAlert;
            await mailer.queueMail(tx.em, full.inquiryId, 'departure-full-alert', {
              to: mailer.settings.notifyEmail,
              subject: alert.subject(full.travellerName, date),
              body: alert.body(full.travellerName, full.version, date, full.wanted, full.left),
            });
          } else if (typeof result === 'object' && result.created) {
            const { booking, inquiryId, email } = result;
            const data = { bookingId: booking.bookingId };
            await mailer.queueMail(tx.em, inquiryId, 'booking-confirmation', { to: email, subject: copy.confirmation.subject(booking.reference, booking.balanceDueOn === today), data });
            await mailer.queueMail(tx.em, inquiryId, 'booking-alert', { to: mailer.settings.notifyEmail, subject: copy.bookingAlert.subject(booking.reference, input.leadName), data });
            await planReminders(mailer, tx.em, { id: booking.bookingId, balanceDueOn: booking.balanceDueOn }, today);
          }
          return result;
        }));
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
    if (outcome === 'not-found') throw notFound(UNKNOWN_LINK);
    if (outcome === 'expired') throw new HttpError(410, EXPIRED);
    if (outcome === 'replaced') throw new HttpError(409, REPLACED);
    if (outcome === 'booked') throw new HttpError(409, ALREADY_BOOKED);
    if (outcome === 'declined') throw new HttpError(409, 'You declined this proposal. Please reply to our e-mail if you would like it after all.');
    if ('full' in outcome) throw new HttpError(409, DEPARTURE_FULL);
    res.status(outcome.created ? 201 : 200).json(outcome.booking);
  });

  // The traveller says no (issue 26): the proposal stops holding seats, and staff are told.
  routes.on('proposals.decline', async (req, res) => {
    const hash = tokenHash(req);
    await throttle(req);
    const outcome = await retryOnce(() =>
      req.services.transaction(async (tx) => {
        const declined = await tx.proposals.decline(hash);
        if (declined && typeof declined === 'object' && !declined.again) {
          const alert = copy.declinedAlert;
          await mailer.queueMail(tx.em, declined.inquiryId, 'declined-alert', { to: mailer.settings.notifyEmail, subject: alert.subject(declined.travellerName), body: alert.body(declined.travellerName, declined.version) });
        }
        return declined;
      }),
    );
    if (!outcome) throw notFound(UNKNOWN_LINK);
    if (outcome === 'accepted') throw new HttpError(409, 'This proposal was accepted: please reply to our e-mail to change the booking');
    if (outcome === 'replaced') throw new HttpError(409, REPLACED);
    res.json({ ok: true });
  });

  routes.on('proposals.requestChanges', async (req, res) => {
    const hash = tokenHash(req);
    const { message } = parse(proposalChangesSchema, req.body);
    await throttle(req);
    await req.services.transaction(async (tx) => {
      const asked = await tx.proposals.askForChanges(hash, message, siteToday());
      if (!asked) throw notFound(UNKNOWN_LINK);
      if (asked === 'accepted') throw new HttpError(409, 'This proposal was accepted: please reply to our e-mail to change the booking');
      // Into "Needs reply", its status unchanged (decision 133).
      await tx.inquiries.move(asked.inquiryId, null, { cause: 'changes-asked' });
      await mailer.queueMail(tx.em, asked.inquiryId, 'changes-alert', {
        to: mailer.settings.notifyEmail,
        subject: copy.changesAlert.subject(asked.travellerName, asked.state),
        body: message,
        data: { travellerName: asked.travellerName, version: asked.version },
      });
      // The traveller keeps a copy of what they asked (issue 29).
      await mailer.queueMail(tx.em, asked.inquiryId, 'changes-copy', {
        to: asked.email,
        subject: copy.changesCopy.subject(asked.version),
        body: message,
        data: { firstName: asked.firstName, version: asked.version },
      });
    });
    res.status(201).json({ ok: true });
  });

  return routes;
}
