import type { EntityManager } from '@mikro-orm/postgresql';
import { Supplier } from '../entities/index.ts';
import type { TripStop } from '../dto.ts';

/** "Chobe Game Lodge" → "chobe-game-lodge": the demo supplier's mailbox at example.com (never a real lodge's). */
const mailbox = (name: string) => name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Every lodge the demo trips name becomes a supplier of that name (issue 30), once. The stops keep naming their
 * lodge by name; a reservation drafted from a stop finds the supplier by `supplierId`, else by that name.
 */
export async function seedSuppliers(em: EntityManager, trips: { itinerary: TripStop[] }[]): Promise<number> {
  let created = 0;
  const names = [...new Set(trips.flatMap((t) => t.itinerary.map((s) => s.lodge).filter((l): l is string => Boolean(l))))];
  for (const name of names) {
    if (await em.count(Supplier, { name })) continue;
    const kind = /camp/i.test(name) ? 'camp' : /hotel/i.test(name) ? 'hotel' : 'lodge';
    em.create(Supplier, { name, kind, email: `reservations@${mailbox(name)}.example.com`, phone: '+27 11 555 0100', address: `${name}, reservations office (example.com demo address)`, notes: null });
    created++;
  }
  return created;
}
