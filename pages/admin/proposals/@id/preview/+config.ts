import type { Config } from 'vike/types';

/**
 * Staff's preview of a draft as the traveller will see it (issue 29). Like the traveller's page (pages/(site)): server
 * routing, the path passed for the site header. Never cached: an /admin page is sent `private, no-store`.
 */
export default {
  clientRouting: false,
  passToClient: ['urlPathname'],
  cacheable: false,
} satisfies Config;
