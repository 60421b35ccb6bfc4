import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { siteToday } from '#database/site-time-zone.ts';
import type { AcceptProposalInput } from '#lib/domain/sale/proposal.schema.ts';
import type { AcceptedBooking } from '#lib/domain/sale/proposal.types.ts';
import type { AcceptOutcome, DepartureFull } from '#database/repositories/bookings.repo.ts';
import { formatDate } from '#lib/format.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { planReminders } from '../ledger/booking-reminders.ts';
import { proposalMailContent as copy } from './proposal-mail.content.ts';
import { retryOnce } from './retry-once.ts';
import { lacksTravelDate } from '#lib/domain/sale/proposal-dates.ts';
import { travellerLetters } from './proposal-mail.content.de.ts';

/** A reference drawn twice (1 in about a million per booking) is drawn again, a few times at most. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Null: no proposal has that link. 'booked': the booking, `created` false when this version was accepted before.
 * 'full': the departure has too few seats left, and staff were alerted. 'undated': a trip's proposal sent without its
 * travel date (before issue 39 refused that), which no balance date, lodge or pack could follow. The others: why
 * this version cannot be booked.
 */
export type AcceptAnswer =
  | { kind: 'booked'; booking: AcceptedBooking; created: boolean }
  | { kind: 'expired' }
  | { kind: 'replaced' }
  | { kind: 'already-booked' }
  | { kind: 'declined' }
  | { kind: 'full' }
  | { kind: 'undated' }
  | null;

/**
 * The traveller accepts a proposal by its link (issue 18, decision 100), which makes the booking: in one
 * transaction, the booking with its confirmation, the desk's alert and the balance reminders planned.
 */
export async function acceptProposal(services: Services, mailer: Mailer, tokenHash: string, input: AcceptProposalInput): Promise<AcceptAnswer> {
  const today = siteToday();
  // A sent version never changes, so its date is read once, before anything is locked.
  const dated = await services.proposals.travelDateOf(tokenHash);
  if (dated && lacksTravelDate(dated)) return { kind: 'undated' };
  let outcome: AcceptOutcome | undefined;
  for (let attempt = 1; !outcome; attempt++) {
    try {
      // Locks in the sale's order; a deadlock or serialization failure is tried once more (decision 135).
      outcome = await retryOnce(() =>
        services.transaction(async (tx) => {
          const result = await tx.bookings.accept(tokenHash, input, today);
          if (typeof result === 'object' && 'full' in result) await alertFull(tx, mailer, result);
          else if (typeof result === 'object' && result.created) {
            // The enquiry is booked in the same transaction as its booking (decision 133's one transition).
            await tx.inquiries.move(result.inquiryId, 'booked', { cause: 'booking-made' });
            await mailBooked(tx, mailer, result, input.leadName, today);
          }
          return result;
        }),
      );
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
  if (outcome === 'not-found') return null;
  if (outcome === 'booked') return { kind: 'already-booked' };
  if (typeof outcome === 'string') return { kind: outcome };
  if ('full' in outcome) return { kind: 'full' };
  return { kind: 'booked', booking: outcome.booking, created: outcome.created };
}

/** Nothing was booked: the desk hears which departure ran out of seats, and for whom. */
async function alertFull(tx: Services, mailer: Mailer, { full }: DepartureFull): Promise<void> {
  const date = formatDate(full.date);
  const alert = copy.departureFullAlert;
  await mailer.queueMail(tx.em, full.inquiryId, 'departure-full-alert', {
    to: mailer.settings.notifyEmail,
    subject: alert.subject(full.travellerName, date),
    body: alert.body(full.travellerName, full.version, date, full.wanted, full.left),
  });
}

type Made = Extract<AcceptOutcome, { created: boolean }>;

async function mailBooked(tx: Services, mailer: Mailer, { booking, inquiryId, email }: Made, leadName: string, today: string): Promise<void> {
  const data = { bookingId: booking.bookingId };
  await mailer.queueMail(tx.em, inquiryId, 'booking-confirmation', { to: email, subject: travellerLetters[await tx.inquiries.localeOf(inquiryId)].confirmation.subject(booking.reference, booking.balanceDueOn === today), data });
  await mailer.queueMail(tx.em, inquiryId, 'booking-alert', { to: mailer.settings.notifyEmail, subject: copy.bookingAlert.subject(booking.reference, leadName), data });
  await planReminders(mailer, tx.em, { id: booking.bookingId, balanceDueOn: booking.balanceDueOn }, today);
}
