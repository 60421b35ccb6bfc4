import * as v from 'valibot';
import type { PageContextServer } from 'vike/types';
import { parkFeeQuerySchema } from '#lib/domain/costing/park-fee.schema.ts';
import { todayIn } from '#lib/domain/dates.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The fee rows in force on `?on=` (today by default) of `?park=` or every park: the repository call behind
 * `GET /api/admin/park-fees`. A day or park the address gets wrong shows today's, every park, rather than failing.
 */
export async function data({ services, site, urlParsed }: PageContextServer) {
  const parsed = v.safeParse(parkFeeQuerySchema, { on: urlParsed.search.on || undefined, park: urlParsed.search.park || undefined });
  const on = (parsed.success && parsed.output.on) || todayIn(site.timeZone);
  const park = (parsed.success && parsed.output.park) || '';
  const all = await services.parkFees.inForce(on);
  const parks = [...new Map(all.map((fee) => [fee.parkId, { id: fee.parkId, name: fee.parkName }])).values()];
  // A park with no row that day is still the one asked about: the select keeps showing it.
  if (park && !parks.some((p) => p.id === park)) parks.push({ id: park, name: park });
  return { on, park, parks, fees: park ? all.filter((fee) => fee.parkId === park) : all };
}
