import type { EntityManager } from '@mikro-orm/postgresql';
import { Departure, Inquiry, WaitlistEntry } from '../entities/index.ts';
import { countSeats } from './departure-seats.ts';

/** A waiting traveller whose departure has a seat again, as the staff alert names them. */
export interface WaitlistSeatFree {
  entryId: string;
  inquiryId: string;
  travellerName: string;
  tripName: string;
  date: string;
  seatsLeft: number;
}

/**
 * The waitlist of departures whose last seats are held by proposals sent to others (issue 39, R10). An entry
 * belongs to the traveller's enquiry; staff are told once when a seat frees (a hold ended unaccepted).
 */
export class WaitlistRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Stages an entry for the enquiry: written with it, in the caller's transaction. */
  join(departureId: string, inquiryId: string): void {
    this.em.create(WaitlistEntry, { departure: this.em.getReference(Departure, departureId), inquiry: this.em.getReference(Inquiry, inquiryId) });
  }

  /** Entries not yet told whose departure, still ahead, has a seat left as of `today`. */
  async seatsFree(today: string): Promise<WaitlistSeatFree[]> {
    const rows = await this.em.execute<{ id: string; inquiry_id: string; departure_id: string; first_name: string; last_name: string; trip_name: string; date: string }[]>(
      `select w."id", w."inquiry_id", w."departure_id", i."first_name", i."last_name", p."name" as "trip_name", to_char(d."date", 'YYYY-MM-DD') as "date"
         from "departure_waitlist" w
         join "departures" d on d."id" = w."departure_id"
         join "packages" p on p."id" = d."package_id"
         join "inquiries" i on i."id" = w."inquiry_id"
        where w."told_at" is null and d."date" >= ?::date and i."status" <> 'spam'
        order by w."created_at"`,
      [today],
    );
    const free: WaitlistSeatFree[] = [];
    const left = new Map<string, number>();
    for (const row of rows) {
      if (!left.has(row.departure_id)) {
        const [departure] = [...(await countSeats(this.em, { departureId: row.departure_id }, today)).values()].flat();
        left.set(row.departure_id, departure?.seatsLeft ?? 0);
      }
      const seatsLeft = left.get(row.departure_id)!;
      if (seatsLeft > 0) free.push({ entryId: row.id, inquiryId: row.inquiry_id, travellerName: `${row.first_name} ${row.last_name}`, tripName: row.trip_name, date: row.date, seatsLeft });
    }
    return free;
  }

  /** Marks an entry told; false when another run told it first (so its alert is queued once). */
  async markTold(entryId: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute(`update "departure_waitlist" set "told_at" = ? where "id" = ? and "told_at" is null returning "id"`, [at, entryId]);
    return rows.length > 0;
  }
}
