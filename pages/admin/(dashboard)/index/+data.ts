import type { PageContextServer } from 'vike/types';
import { HeldMailRepository } from '#database/repositories/held-mail.repo.ts';
import { todayIn } from '#database/schemas/fields.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The Overview: SPEC's four figures, the desk's (dashboard repository), proposals and bookings, and what staff did lately (the audit log). */
export async function data(pageContext: PageContextServer) {
  const { dashboard, audit, bookings } = pageContext.services;
  const now = new Date();
  const [stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, heldMail] = await Promise.all([
    dashboard.stats(),
    dashboard.deskFigures(now, pageContext.site.timeZone),
    audit.recent(8),
    pageContext.services.mail.problems(),
    pageContext.services.mail.delayed(),
    pageContext.services.inboundMail.mailboxState(),
    bookings.summary(todayIn(pageContext.site.timeZone)),
    // Mail naming an enquiry from another address, waiting for staff (decision 136).
    new HeldMailRepository(pageContext.services.em).waiting(),
  ]);
  return { stats, desk, activity, mailProblems, mailDelayed, mailbox, bookingSummary, heldMail, mailWarnings: pageContext.mailWarnings, now: now.toISOString() };
}
