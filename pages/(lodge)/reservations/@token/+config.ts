import type { Config } from 'vike/types';

/**
 * A supplier's own reservation, reached by a secret link (issue 30): never cached, `no-store` (server/pages.ts).
 * Outside `(site)`, so the lodge sees the answer form alone, not the public site's header, menu and footer
 * (issue 39); an ordinary page load, as the public pages are (decision 070).
 */
export default {
  cacheable: false,
  clientRouting: false,
} satisfies Config;
