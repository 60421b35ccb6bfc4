import { type Request } from 'express';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import * as v from 'valibot';
import { contactInquirySchema, DEPARTURE_FULL_MESSAGE, DEPARTURE_ID_MESSAGE, inquirySchema, PACKAGE_ID_MESSAGE, spamSignal } from '#lib/domain/enquiry/inquiry.schema.ts';
import { siteTimeZone, siteToday } from '#database/site-time-zone.ts';
import { spamVerdict } from '#lib/spam-check.server.ts';
import { idempotencyKeySchema } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { contactToInquiry, type NewInquiry } from '#database/repositories/inquiries.repo.ts';
import { toReceipt } from '#database/repositories/inquiry-rows.ts';
import type { RateLimitSettings } from '../../env.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { fieldError, parse } from '../../middleware/errors.ts';
import { countAttempt } from '../../middleware/rate-limit.ts';
import { listInquiries } from './admin-inquiries.routes.ts';
import { ApiHandlers } from '../../api/api-handlers.ts';
import { inquiryReceived } from './desk-mail.ts';

/** The submission as stored, and what the honeypot and the minimum fill time made of it. */
function parseSubmission(body: unknown): { input: NewInquiry; spam: ReturnType<typeof spamVerdict> } {
  const fromContactPage = typeof body === 'object' && body !== null && (body as { source?: unknown }).source === 'contact';
  if (fromContactPage) {
    const parsed = parse(contactInquirySchema(siteTimeZone()), body);
    return { input: contactToInquiry(parsed), spam: spamVerdict(spamSignal(parsed)) };
  }
  const { website, fillMs, ...input } = parse(inquirySchema(siteTimeZone()), body);
  return { input, spam: spamVerdict(spamSignal({ website, fillMs })) };
}

function idempotencyKey(req: Request): string | undefined {
  const result = v.safeParse(idempotencyKeySchema, req.get('Idempotency-Key'));
  if (result.success) return result.output;
  const message = result.issues[0].message;
  throw fieldError('Idempotency-Key', message);
}

/** Sending an enquiry (anyone) and the old list of them (staff only; the desk's list under another path). */
export function publicInquiryRoutes(limits: RateLimitSettings, mailer: Mailer) {
  const routes = new ApiHandlers();

  /**
   * A bot (honeypot filled) gets the same 201 a person gets; its enquiry is filed as spam and its mails
   * are held back until staff restore it. One sent faster than people type may be a person's autofill:
   * it is only marked possible spam and handled like any other (decision 125). With an `Idempotency-Key`, a repeat within 24 hours answers
   * the first response and stores nothing (decision 020).
   */
  routes.on('inquiries.create', async (req, res) => {
    const key = idempotencyKey(req);
    const { input, spam } = parseSubmission(req.body);
    const { inquiries } = req.services;
    if (key) {
      await inquiries.forgetExpiredIdempotencyKey(key);
      const earlier = await inquiries.findByIdempotencyKey(key);
      if (earlier) return void res.status(201).json(earlier);
    }
    await countAttempt(req.services.rateLimiter, [{ key: `inquiry:${req.ip}`, limit: limits.inquiries }], limits.windowSeconds);
    // Only a trip a visitor can see may be named: an unknown, hidden or deleted one is the sender's mistake.
    const trip = input.packageId ? await req.services.packages.activeRef(input.packageId) : null;
    if (input.packageId && !trip) throw fieldError('packageId', PACKAGE_ID_MESSAGE);
    // A departure must be one of the trip's upcoming ones with a seat left (issue 29); its date goes with it. One
    // whose last seats are held by proposals sent to others takes the enquiry onto its waitlist (issue 39, R10).
    let waitlist: string | null = null;
    if (input.departureId && trip) {
      // Counted for this trip alone, not every active trip's departures (the /packages cards' read).
      const today = siteToday();
      const departure = (await req.services.packages.departuresOf(trip.id)).find((d) => d.id === input.departureId && d.date >= today);
      if (!departure) throw fieldError('departureId', DEPARTURE_ID_MESSAGE);
      if (departure.seatsLeft <= 0 && !departure.heldForOthers) throw fieldError('departureId', DEPARTURE_FULL_MESSAGE);
      if (departure.seatsLeft <= 0) waitlist = departure.id;
      input.departureOn = departure.date;
    }
    try {
      // Everything that must follow a new enquiry is staged inside this one transaction.
      const receipt = await req.services.transaction(async (tx) => {
        const inquiry = tx.inquiries.create(input, { spam: spam ?? undefined, idempotencyKey: key });
        if (waitlist) tx.waitlist.join(waitlist, inquiry.id);
        // Its mails' jobs commit with it (or not at all); held ones wait for a restore, and a replay never reaches here.
        if (spam?.flag !== 'held') await inquiryReceived(mailer, tx.em, { ...inquiry, package: trip });
        return waitlist ? { ...toReceipt(inquiry), waitlisted: true } : toReceipt(inquiry);
      });
      res.status(201).json(receipt);
    } catch (error) {
      // A parallel request with the same key committed first: this one stored nothing; answer what it stored.
      const winner = key && error instanceof UniqueConstraintViolationException ? await inquiries.findByIdempotencyKey(key) : null;
      if (!winner) throw error;
      res.status(201).json(winner);
    }
  });

  // SPEC's list path, kept for staff: the same paged `{ items, total }` as /api/admin/inquiries, behind
  // the same check as every staff route (a first password gets 403 here too).
  routes.on('inquiries.listOld', listInquiries);

  return routes;
}
