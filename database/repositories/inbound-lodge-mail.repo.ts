import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A supplier's mail on a reservation's timeline (issue 38, decision 171), by kind: the lodge's answer (flags the
 * booking "New answer"), mail from another sender held until staff accept or discard it, and automatic mail (an
 * auto-reply or a bounce from the lodge's address) kept, labelled, flagging nothing.
 */
export const LODGE_MAIL_KINDS = { answer: 'mail-received', held: 'mail-held', automatic: 'mail-automatic' } as const;
export type LodgeMailKind = (typeof LODGE_MAIL_KINDS)[keyof typeof LODGE_MAIL_KINDS];
const KINDS = Object.values(LODGE_MAIL_KINDS);

/** A mail read from the desk's mailbox that names a reservation. */
export interface LodgeMail {
  messageId: string;
  /** The sender's address, lower case (never its display name); null when the mail names none, or several. */
  mailFrom: string | null;
  bodyDigest: string;
  subject: string;
  text: string;
  automatic: 'auto-reply' | 'bounce' | null;
}

/** A held mail as staff see it on the reservation, and as its accept reads it. */
interface HeldRow {
  mailFrom: string | null;
  automatic: LodgeMail['automatic'];
}

const inList = KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Reads and writes the reservation events of supplier mail, and which addresses are the supplier's (its own and
 * those staff added, database/entities/supplier.entity.ts). Writes run on the caller's transaction.
 */
export class InboundLodgeMailRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The reservation's supplier's addresses (lower case) and whether its booking's traveller was erased; null: no such reservation. */
  async senders(reservationId: string): Promise<{ supplierId: string; addresses: string[]; erased: boolean } | null> {
    const [row] = await this.em.execute<{ supplierId: string; email: string; erased: boolean }[]>(
      `select s.id as "supplierId", s.email, b.erased_at is not null as erased
         from reservations r join suppliers s on s.id = r.supplier_id join bookings b on b.id = r.booking_id where r.id = ?`,
      [reservationId],
    );
    if (!row) return null;
    const added = await this.em.execute<{ email: string }[]>(`select email from supplier_addresses where supplier_id = ?`, [row.supplierId]);
    return { supplierId: row.supplierId, addresses: [row.email, ...added.map((a) => a.email)].map((a) => a.trim().toLowerCase()), erased: row.erased };
  }

  /** Whether this very mail (Message-ID, sender and body digest together) is on the reservation already, in any kind. */
  async isStored(reservationId: string, mail: Pick<LodgeMail, 'messageId' | 'mailFrom' | 'bodyDigest'>): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from reservation_events where reservation_id = ? and kind in (${inList})
          and data->>'messageId' = ? and data->>'mailFrom' is not distinct from ? and data->>'bodyDigest' = ?`,
      [reservationId, mail.messageId, mail.mailFrom, mail.bodyDigest],
    );
    return rows.length > 0;
  }

  /**
   * Records the mail as `kind`, once: the reservation's row is locked first, so a second reader of the same mail
   * waits and then finds it. An answer flags the booking for staff; held and automatic mail change nothing.
   * After the traveller's erasure the mail is kept without its words (they would name the guests again).
   * False when it was there already or the reservation is gone.
   */
  async record(reservationId: string, mail: LodgeMail, kind: LodgeMailKind): Promise<boolean> {
    const [row] = await this.em.execute<{ erased: boolean }[]>(
      `select b.erased_at is not null as erased from reservations r join bookings b on b.id = r.booking_id where r.id = ? for update of r`,
      [reservationId],
    );
    if (!row || (await this.isStored(reservationId, mail))) return false;
    const eventId = randomUUID();
    const words = row.erased ? { subject: '', text: '', withheld: true } : { subject: mail.subject, text: mail.text };
    // The staff view of a reservation carries each event's data alone: the id goes in it too, for accept and discard.
    const data = { eventId, from: mail.mailFrom ?? 'Unknown sender', mailFrom: mail.mailFrom, messageId: mail.messageId, bodyDigest: mail.bodyDigest, automatic: mail.automatic, ...words };
    await this.em.execute(`insert into reservation_events (id, reservation_id, kind, author, data, created_at) values (?, ?, ?, null, ?, clock_timestamp())`, [
      eventId,
      reservationId,
      kind,
      JSON.stringify(data),
    ]);
    if (kind === LODGE_MAIL_KINDS.answer) await this.em.execute(`update reservations set needs_attention = true, updated_at = now() where id = ?`, [reservationId]);
    return true;
  }

  /**
   * Staff accept a held mail: it becomes the lodge's answer (or, for an auto-reply or bounce, automatic mail) and does
   * what that does. The row is locked and changed at once, so two staff accepting together accept it once.
   * Null when the reservation has no held mail by that id.
   */
  async accept(reservationId: string, eventId: string): Promise<{ sender: string | null; supplierId: string } | null> {
    const [row] = await this.em.execute<(HeldRow & { supplierId: string })[]>(
      `select e.data->>'mailFrom' as "mailFrom", e.data->>'automatic' as automatic, r.supplier_id as "supplierId"
         from reservation_events e join reservations r on r.id = e.reservation_id
        where e.id = ? and e.reservation_id = ? and e.kind = '${LODGE_MAIL_KINDS.held}' for update of e, r`,
      [eventId, reservationId],
    );
    if (!row) return null;
    const kind = row.automatic ? LODGE_MAIL_KINDS.automatic : LODGE_MAIL_KINDS.answer;
    await this.em.execute(`update reservation_events set kind = ? where id = ?`, [kind, eventId]);
    if (kind === LODGE_MAIL_KINDS.answer) await this.em.execute(`update reservations set needs_attention = true, updated_at = now() where id = ?`, [reservationId]);
    return { sender: row.mailFrom, supplierId: row.supplierId };
  }

  /** Deletes a held mail (it stays in the mailbox); false when the reservation has none by that id. */
  async discard(reservationId: string, eventId: string): Promise<boolean> {
    const rows = await this.em.execute(`delete from reservation_events where id = ? and reservation_id = ? and kind = '${LODGE_MAIL_KINDS.held}' returning id`, [eventId, reservationId]);
    return rows.length > 0;
  }

  /** Held mail from `sender` on any reservation since `since` (decision 171's allowance per sender). */
  async heldSince(sender: string | null, since: Date): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from reservation_events where kind = '${LODGE_MAIL_KINDS.held}' and created_at >= ? and data->>'mailFrom' is not distinct from ?`,
      [since, sender],
    );
    return Number(row?.n ?? 0);
  }

  /** Held mail older than `before` that staff neither accepted nor discarded goes (it stays in the mailbox). */
  async dropHeldBefore(before: Date): Promise<number> {
    const rows = await this.em.execute(`delete from reservation_events where kind = '${LODGE_MAIL_KINDS.held}' and created_at < ? returning id`, [before]);
    return rows.length;
  }
}
