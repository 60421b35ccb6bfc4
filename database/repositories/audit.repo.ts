import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { uuidOrNull } from '#lib/domain/uuid.ts';
import { AuditEntry } from '../entities/index.ts';
import type { ActivityEntry, ActivityPage } from '#lib/domain/staff/staff.types.ts';
import { auditContext, type AuditActor } from '../audit/audit-context.ts';
import type { AuditKind } from '../audit/audit-policy.ts';
import type { ActivityQuery } from '#lib/domain/staff/activity.schema.ts';

const toView = (e: InferEntity<typeof AuditEntry>): ActivityEntry => ({
  id: e.id,
  at: e.at.toISOString(),
  actorId: e.actorId ?? null,
  actorName: e.actorName,
  action: e.action,
  kind: e.kind,
  recordType: e.recordType,
  recordId: e.recordId ?? null,
  label: e.label ?? null,
  changes: e.changes ?? null,
  ip: e.ip ?? null,
});

export interface ExplicitEntry {
  action: string;
  kind: AuditKind;
  recordType: string;
  recordId?: string | null;
  label?: string | null;
  changes?: Record<string, unknown> | null;
  /** Defaults to the request's signed-in admin. */
  actor?: AuditActor | { id: null; username: string };
  /** Defaults to the request's address; a job gives the address of the request that queued it. */
  ip?: string | null;
}

/**
 * The audit log. Most entries are written by the flush subscriber; this records what it cannot see
 * (sign-ins, bulk statements such as cascading deletes and reorders) on the same unit of work, so
 * the entry commits with the change it describes.
 */
export class AuditRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  record(entry: ExplicitEntry): void {
    const context = auditContext.getStore();
    const actor = entry.actor ?? context?.actor;
    if (!actor) throw new Error('An audit entry needs an actor');
    this.em.create(AuditEntry, {
      actorId: actor.id,
      actorName: actor.username.slice(0, 100),
      action: entry.action,
      kind: entry.kind,
      recordType: entry.recordType,
      recordId: entry.recordId ?? null,
      label: entry.label?.slice(0, 200) ?? null,
      changes: entry.changes ?? null,
      ip: entry.ip !== undefined ? entry.ip : (context?.ip ?? null),
    });
  }

  /** The latest entries, newest first, without counting the whole log (the Overview's list). */
  async recent(limit: number): Promise<ActivityEntry[]> {
    const rows = await this.em.find(AuditEntry, {}, { orderBy: { seq: 'desc' }, limit });
    return this.withSubjects(rows.map(toView));
  }

  /**
   * Names what a page of entries is about, so the log reads as sentences: an enquiry's traveller, a proposal's
   * traveller (issue 29: "sent proposal v2 to Łukasz Nowak-Brown"), a booking's reference ("recorded $1,398.30
   * on AST-VFP8"). Read when shown, never stored: an erased enquiry leaves no name behind.
   */
  private async withSubjects(entries: ActivityEntry[]): Promise<ActivityEntry[]> {
    const idsOf = (kind: string) => [...new Set(entries.filter((e) => e.kind === kind && uuidOrNull(e.recordId)).map((e) => uuidOrNull(e.recordId)!))];
    const [inquiryIds, proposalIds, bookingIds] = [idsOf('inquiry'), idsOf('proposal'), idsOf('booking')];
    if (inquiryIds.length + proposalIds.length + bookingIds.length === 0) return entries;
    const list = (ids: string[]) => ids.map(() => '?').join(', ');
    const [inquiries, proposals, bookings] = await Promise.all([
      inquiryIds.length ? this.em.execute<{ id: string; name: string }[]>(`select id, first_name || ' ' || last_name as name from inquiries where id in (${list(inquiryIds)})`, inquiryIds) : [],
      proposalIds.length
        ? this.em.execute<{ id: string; name: string }[]>(`select p.id, i.first_name || ' ' || i.last_name as name from proposals p join inquiries i on i.id = p.inquiry_id where p.id in (${list(proposalIds)})`, proposalIds)
        : [],
      bookingIds.length ? this.em.execute<{ id: string; name: string; currency: string }[]>(`select id, reference as name, currency from bookings where id in (${list(bookingIds)})`, bookingIds) : [],
    ]);
    const names = new Map([...inquiries, ...proposals, ...bookings].map((row) => [row.id, row.name]));
    const currencies = new Map(bookings.map((row) => [row.id, row.currency]));
    return entries.map((e) => {
      if (!['inquiry', 'proposal', 'booking'].includes(e.kind) || !e.recordId) return e;
      const currency = currencies.get(e.recordId);
      return { ...e, subject: names.get(e.recordId) ?? null, ...(currency ? { currency } : {}) };
    });
  }

  /** Newest first, filtered by person and kind. */
  async list(query: Pick<ActivityQuery, 'limit' | 'offset'> & Partial<Pick<ActivityQuery, 'actor' | 'kind'>>): Promise<ActivityPage> {
    const where = {
      ...(query.actor ? { actorId: query.actor } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
    };
    const [rows, total] = await this.em.findAndCount(AuditEntry, where, {
      orderBy: { seq: 'desc' },
      limit: query.limit,
      offset: query.offset,
    });
    return { items: await this.withSubjects(rows.map(toView)), total };
  }
}
