import type { EntityManager } from '@mikro-orm/postgresql';
import { Supplier } from '../entities/index.ts';
import { slugify } from '#lib/domain/catalogue/trip.ts';
import type { TripStop } from '#lib/domain/catalogue/catalogue.types.ts';

/**
 * Every lodge the demo trips name becomes a supplier of that name (issue 30), once, its mailbox at example.com
 * ("Chobe Game Lodge" → reservations@chobe-game-lodge.example.com), never a real lodge's. The stops keep naming their
 * lodge by name; a reservation drafted from a stop finds the supplier by `supplierId`, else by that name.
 */
export async function seedSuppliers(em: EntityManager, trips: { itinerary: TripStop[] }[]): Promise<number> {
  let created = 0;
  const names = [...new Set(trips.flatMap((t) => t.itinerary.map((s) => s.lodge).filter((l): l is string => Boolean(l))))];
  const existing = new Set((await em.find(Supplier, { name: { $in: names } })).map((supplier) => supplier.name));
  for (const name of names) {
    if (existing.has(name)) continue;
    const kind = /camp/i.test(name) ? 'camp' : /hotel/i.test(name) ? 'hotel' : 'lodge';
    em.create(Supplier, { name, kind, email: `reservations@${slugify(name)}.example.com`, phone: '+27 11 555 0100', address: `${name}, reservations office (example.com demo address)`, notes: null });
    created++;
  }
  return created;
}
