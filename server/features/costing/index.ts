import type { Feature } from '../../feature.ts';
import { costingRoutes } from './costing.routes.ts';
import { proposalPricingRoutes } from './proposal-pricing.routes.ts';

/** The cost side (issue 40): rate cards with their versions, park fees as dated rows, Settings' pricing and quotes. */
export const costing: Feature = {
  name: 'costing',
  routes: () => [costingRoutes(), proposalPricingRoutes()],
};
