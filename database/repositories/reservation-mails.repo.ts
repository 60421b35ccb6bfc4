import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Mails to suppliers (issue 30) live in the one outbox (decision 140) with `data.reservationId`: this reads
 * them back for the reservation (its mails' state) and for the inbound matcher (which reservation an answer is to).
 */
export class ReservationMailsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** The reservation a mail answers, by the Message-IDs it names (only ids of mails we sent count). */
  async reservationByMessageIds(ids: string[]): Promise<string | null> {
    if (ids.length === 0) return null;
    const [row] = await this.em.execute<{ reservation_id: string }[]>(
      `select data->>'reservationId' as reservation_id from outbox_mails where message_id in (?) and data->>'reservationId' is not null limit 1`,
      [ids],
    );
    return row?.reservation_id ?? null;
  }
}
