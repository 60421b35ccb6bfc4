import type { EntityManager } from '@mikro-orm/postgresql';
import type { DepartureManifest, ManifestGuest } from '#lib/domain/sale/proposal.types.ts';
import type { ProposalCurrency } from '#lib/domain/sale/proposal.schema.ts';
import { fromMinor } from '#lib/domain/money/money.ts';
import { countSeats } from './departure-seats.ts';

/**
 * A departure's manifest (issue 26): who travels and what each booking has paid, the seats held by sent
 * proposals and by staff. Cancelled bookings stay listed (the ledger keeps them) but take no seat. It stays
 * readable when the trip is hidden: departures with bookings are never deleted.
 */
export async function departureManifest(em: EntityManager, id: string, today: string): Promise<DepartureManifest | null> {
  const counted = await countSeats(em, { departureId: id }, today);
  const [packageId, list] = [...counted][0] ?? [];
  const departure = list?.[0];
  if (!departure || !packageId) return null;
  const [trip] = await em.execute<{ id: string; name: string; is_active: boolean }[]>(`select "id", "name", "is_active" from "packages" where "id" = ?`, [packageId]);
  // What each has paid is the booking's facts (decision 165): net of refunds.
  const bookings = await em.execute<{ id: string; reference: string; status: string; lead_name: string; travellers: string[]; seats: number; currency: string; total_minor: string; paid_net_minor: string }[]>(
    `select b."id", b."reference", b."status", b."lead_name", b."travellers", (pr."adults" + pr."children")::int as "seats", b."currency", b."total_minor", f."paid_net_minor"
     from "bookings" b join "proposals" pr on pr."id" = b."proposal_id" join "booking_facts" f on f."booking_id" = b."id" where b."departure_id" = ? order by b."created_at"`,
    [id],
  );
  const holds = await em.execute<{ id: string; inquiry_id: string; version: number; first_name: string; last_name: string; seats: number; valid_until: string }[]>(
    `select pr."id", pr."inquiry_id", pr."version", i."first_name", i."last_name", (pr."adults" + pr."children")::int as "seats", to_char(pr."valid_until", 'YYYY-MM-DD') as "valid_until"
     from "proposals" pr join "inquiries" i on i."id" = pr."inquiry_id"
     where pr."departure_id" = ? and pr."status" = 'sent' and pr."valid_until" >= ?::date order by pr."valid_until", pr."sent_at"`,
    [id, today],
  );
  // Issue 30: the guest details travellers saved on their pack.
  const guestRows = bookings.length
    ? await em.execute<{ booking_id: string; guests: ManifestGuest[] }[]>(`select "booking_id", "guests" from "trip_guests" where "booking_id" in (?)`, [bookings.map((b) => b.id)])
    : [];
  return {
    departure,
    trip: { id: trip!.id, name: trip!.name, isActive: trip!.is_active },
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      status: b.status,
      leadName: b.lead_name,
      travellers: b.travellers,
      seats: b.status === 'cancelled' ? 0 : b.seats,
      currency: b.currency as ProposalCurrency,
      total: fromMinor(Number(b.total_minor), b.currency),
      paid: fromMinor(Number(b.paid_net_minor), b.currency),
      guests: guestRows.find((g) => g.booking_id === b.id)?.guests ?? [],
    })),
    holds: holds.map((h) => ({ proposalId: h.id, inquiryId: h.inquiry_id, version: h.version, travellerName: `${h.first_name} ${h.last_name}`, seats: h.seats, validUntil: h.valid_until })),
  };
}
