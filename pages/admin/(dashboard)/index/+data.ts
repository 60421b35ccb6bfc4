import type { PageContextServer } from 'vike/types';
import { todayIn } from '#lib/domain/dates.ts';
import { mayCall } from '#lib/admin-roles.ts';
import { reservationWatch } from '#database/repositories/reservation-watch.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures, the desk's (dashboard repository), proposals and bookings, and what staff did lately (the audit log). */
export async function data(pageContext: PageContextServer) {
  const { dashboard, audit, bookings } = pageContext.services;
  const now = new Date();
  // The audit log is an owner's (decision 137): staff's Overview has no recent activity.
  const readsLog = pageContext.admin ? mayCall(pageContext.admin.role, 'settings.activity') : false;
  const [stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, heldMail, cdnPurgeLateSince, reviewSummary, settings] = await Promise.all([
    dashboard.stats(),
    dashboard.deskFigures(now, pageContext.site.timeZone),
    readsLog ? audit.recent(8) : null,
    pageContext.services.mail.problems(),
    pageContext.services.mail.delayed(),
    pageContext.services.inboundMail.mailboxState(),
    bookings.summary(todayIn(pageContext.site.timeZone)),
    // Mail naming an enquiry from another address, waiting for staff (decision 136).
    pageContext.services.heldMail.waiting(),
    pageContext.cdnPurgeLateSince(),
    pageContext.services.reviews.summary(now),
    pageContext.services.companySettings.get(),
  ]);
  // Issue 30: holds about to lapse and departures not fully confirmed (after the rest: one connection per request).
  const reservations = await reservationWatch(pageContext.services.em, todayIn(pageContext.site.timeZone));
  const exchangeRates = await pageContext.services.exchangeRates.latest();
  // Issue 29: travellers who accept wait for bank details that nobody set.
  const bankMissing = !settings.bank;
  // Issue 41: changes mailed to travellers and not yet seen, trips leaving within 30 days first.
  const tripChanges = await pageContext.services.tripChanges.unacknowledged(todayIn(pageContext.site.timeZone));
  return { exchangeRates, tripChanges, reservations, bankMissing, stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, heldMail, cdnPurgeLateSince, reviewSummary, mailWarnings: pageContext.mailWarnings, now: now.toISOString() };
}
