import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { isResponse, nextState, RESPONSE_STATUSES, TRANSITIONS, type MoveCause } from '#lib/domain/enquiry/inquiry-status.ts';
import { Inquiry, InquiryEvent } from '../entities/index.ts';
import type { InquiryRecord, InquiryStatus } from '#lib/domain/enquiry/enquiry.types.ts';
import { eventTime } from './event-time.ts';
import { toRecord } from './inquiry-rows.ts';

export interface MoveOptions {
  cause: MoveCause;
  /** Who moved it, on the timeline; null (or absent) for the traveller or the system. */
  author?: string | null;
}

/**
 * The one writer of an enquiry's status and "needs reply" flag: what `cause` does to it, by the table in
 * lib/domain/enquiry/inquiry-status.ts (decision 133). `to` is the status the caller means: staff's choice, the cause's
 * own status (e.g. `moveInquiry(em, id, 'lost', { cause: 'booking-cancelled' })`), or null for a cause that
 * moves no status. A status change goes on the timeline with who made it, and the first move to a
 * response status (or any reply or proposal) sets `firstRespondedAt`, once. Inside a transaction the row
 * is locked, so two moves at once apply one after the other. 'refused' when staff ask to move an enquiry
 * a live booking holds in Booked; null when there is no such enquiry. Changes are staged on `em`.
 */
export async function moveInquiry(em: EntityManager, id: string, to: InquiryStatus | null, options: MoveOptions): Promise<InquiryRecord | 'refused' | null> {
  const { cause, author = null } = options;
  const rule = TRANSITIONS[cause];
  // A caller naming another status than its cause's is a bug, not a request to refuse.
  if (rule.to !== 'chosen' && rule.to !== to) throw new Error(`The cause '${cause}' moves to ${rule.to ?? 'no status'}, not ${to ?? 'no status'}`);
  const inquiry = await em.findOne(Inquiry, { id }, em.isInTransaction() ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  if (!inquiry) return null;
  const from = inquiry.status as InquiryStatus;
  const liveBooking = from === 'booked' && (await hasLiveBooking(em, id));
  const next = nextState({ status: from, needsReply: inquiry.needsReply, responded: inquiry.firstRespondedAt != null, liveBooking }, cause, to ?? undefined);
  if ('refused' in next) return 'refused';
  const at = eventTime();
  if (next.status !== from) {
    em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'status', author, fromStatus: from, toStatus: next.status, createdAt: at });
    inquiry.status = next.status;
  }
  if (!inquiry.firstRespondedAt && (RESPONSE_STATUSES.has(next.status) || isResponse(cause))) inquiry.firstRespondedAt = at;
  if (next.needsReply !== inquiry.needsReply) {
    // Staff's "no reply needed" is on the timeline, with who decided it.
    if (cause === 'marked-answered') em.create(InquiryEvent, { id: randomUUID(), inquiry, kind: 'answered', author, createdAt: at });
    inquiry.needsReply = next.needsReply;
    // Waiting since the first message nobody answered yet; a second answer keeps that time.
    inquiry.needsReplySince = next.needsReply ? at : null;
  }
  return toRecord(inquiry);
}

/** Whether a booking that is not cancelled holds this enquiry. */
async function hasLiveBooking(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from bookings where inquiry_id = ? and status <> 'cancelled' limit 1`, [id]);
  return rows.length > 0;
}
