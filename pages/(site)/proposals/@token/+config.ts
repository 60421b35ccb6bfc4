import type { Config } from 'vike/types';

/**
 * The traveller's own proposal, reached by a secret link (issue 18): never kept in the public render
 * cache, sent `no-store` (server/pages.ts; decision 105), and kept out of search engines (+Head.tsx).
 */
export default {
  cacheable: false,
} satisfies Config;
