import type { ResidencyTier } from './costing.types.ts';

/**
 * The Southern African Development Community's members (ISO 3166-1 alpha-2), South Africa aside: their residents
 * pay SANParks' SADC tier. https://www.sadc.int/member-states
 */
const SADC = new Set(['AO', 'BW', 'KM', 'CD', 'SZ', 'LS', 'MG', 'MW', 'MU', 'MZ', 'NA', 'SC', 'TZ', 'ZM', 'ZW']);

/** The park tier of a traveller living in `country`: South Africa → sa-resident, SADC → sadc, else international. */
export function tierForCountry(country: string): ResidencyTier {
  const code = country.trim().toUpperCase();
  if (code === 'ZA') return 'sa-resident';
  return SADC.has(code) ? 'sadc' : 'international';
}

const SOUTHERN: readonly ResidencyTier[] = ['sa-resident', 'sadc', 'international'];

/**
 * The tier a park prices a traveller at when the park has no row for the traveller's own tier: a park in East
 * Africa knows residents of southern Africa only as non-residents, and SANParks knows East Africans as international.
 */
export function tierInPark(tier: ResidencyTier, parkTiers: ReadonlySet<ResidencyTier>): ResidencyTier {
  if (parkTiers.has(tier)) return tier;
  return SOUTHERN.includes(tier) ? 'non-resident' : 'international';
}
