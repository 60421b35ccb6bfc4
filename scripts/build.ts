/** `npm run build`: the production bundles, for platforms that build before they start. */
import { buildProduction } from '#server/build.ts';

buildProduction();
