import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { INQUIRY_STATUSES } from '#lib/domain/enquiry/inquiry-desk.schema.ts';
import { MOVE_CAUSES, nextState, type InquiryState, type MoveCause } from '#lib/domain/enquiry/inquiry-status.ts';

/** What can happen to an enquiry; a cancellation only when a live booking exists to cancel. */
type Event = { cause: Exclude<MoveCause, 'staff'> } | { cause: 'staff'; to: InquiryStatus };
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.constantFrom(...MOVE_CAUSES.filter((c): c is Exclude<MoveCause, 'staff'> => c !== 'staff')).map((cause) => ({ cause })),
  fc.constantFrom(...INQUIRY_STATUSES).map((to) => ({ cause: 'staff' as const, to })),
);

const NEW: InquiryState = { status: 'pending', needsReply: true, responded: false, liveBooking: false };

/** One step as the repository takes it, with the booking the model keeps beside the enquiry. */
function step(state: InquiryState, e: Event): { state: InquiryState; refused: boolean } {
  const next = nextState(state, e.cause, e.cause === 'staff' ? e.to : undefined);
  if ('refused' in next) return { state, refused: true };
  const liveBooking = e.cause === 'booking-made' ? true : e.cause === 'booking-cancelled' ? false : state.liveBooking;
  const responded = state.responded || next.status !== state.status || e.cause === 'reply-sent';
  return { state: { ...next, responded, liveBooking }, refused: false };
}

describe('the one rule that moves an enquiry (decision 133)', () => {
  it('never takes a booked enquiry out of Booked but by a cancelled booking, whatever comes and goes', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = NEW;
        for (const e of events) {
          if (e.cause === 'booking-cancelled' && !state.liveBooking) continue;
          const before = state;
          const { state: after, refused } = step(state, e);
          if (before.status === 'booked' && before.liveBooking && after.status !== 'booked') expect(e.cause).toBe('booking-cancelled');
          // Staff are refused exactly when they ask to move a booked enquiry a booking holds.
          expect(refused).toBe(e.cause === 'staff' && before.status === 'booked' && before.liveBooking && e.to !== 'booked');
          if (e.cause === 'booking-made') expect(after.status).toBe('booked');
          if (e.cause === 'booking-cancelled') expect(after.status).toBe('lost');
          state = after;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lets answers and change requests ask for a reply without moving the status; replies, proposals and "answered" clear it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INQUIRY_STATUSES), fc.boolean(), fc.boolean(), (status, needsReply, liveBooking) => {
        const state = { status, needsReply, responded: true, liveBooking };
        expect(nextState(state, 'answer-received')).toEqual({ status, needsReply: true });
        expect(nextState(state, 'changes-asked')).toEqual({ status, needsReply: true });
        expect(nextState(state, 'marked-answered')).toEqual({ status, needsReply: false });
        expect(nextState(state, 'reply-sent')).toEqual({ status: status === 'pending' ? 'contacted' : status, needsReply: false });
        expect(nextState(state, 'proposal-sent')).toEqual({ status: status === 'booked' ? 'booked' : 'quoted', needsReply: false });
      }),
    );
  });

  it('refuses staff moving a booked enquiry, unless no booking holds it (set Booked by hand)', () => {
    const booked = { status: 'booked' as const, needsReply: false, responded: true, liveBooking: true };
    for (const to of INQUIRY_STATUSES.filter((s) => s !== 'booked')) {
      expect(nextState(booked, 'staff', to)).toEqual({ refused: 'booked' });
      expect(nextState({ ...booked, liveBooking: false }, 'staff', to)).toMatchObject({ status: to });
    }
    expect(nextState(booked, 'staff', 'booked')).toEqual({ status: 'booked', needsReply: false });
  });

  it('takes spam out of "needs reply", and puts a never-answered enquiry back in when staff say it is not spam', () => {
    expect(nextState(NEW, 'staff', 'spam')).toEqual({ status: 'spam', needsReply: false });
    expect(nextState({ ...NEW, status: 'spam', needsReply: false }, 'staff', 'pending')).toEqual({ status: 'pending', needsReply: true });
    expect(nextState({ ...NEW, status: 'spam', needsReply: false, responded: true }, 'staff', 'contacted')).toEqual({ status: 'contacted', needsReply: false });
  });

  it('needs the chosen status for a staff move', () => {
    expect(() => nextState(NEW, 'staff')).toThrow();
  });
});
