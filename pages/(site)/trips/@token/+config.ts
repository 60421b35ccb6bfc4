import type { Config } from 'vike/types';

/** The traveller's pack, reached by a secret link (issue 30): never cached, `no-store` (server/pages.ts). */
export default {
  cacheable: false,
} satisfies Config;
