import type { Config } from 'vike/types';

/**
 * The traveller's review link (issue 31): never kept in the public render cache, sent `no-store` (decision 105),
 * and kept out of search engines (+Head.tsx). Opening it changes nothing; only the form's POST does.
 */
export default {
  cacheable: false,
} satisfies Config;
