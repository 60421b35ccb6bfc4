import type { Config } from 'vike/types';

/** A supplier's own reservation, reached by a secret link (issue 30): never cached, `no-store` (server/pages.ts). */
export default {
  cacheable: false,
} satisfies Config;
