import type { Config } from 'vike/types';

/**
 * Public pages use server routing: a link is an ordinary page load, and the browser gets no client
 * router and no table of every route (issue 9: first-load JavaScript; decision 070). With server
 * routing the browser's page context has no URL of its own, so the server passes the path the
 * navigation's aria-current reads. The gallery too: its levels move inside the page with their own
 * fetch and history.pushState, not with Vike's client router (decision 073).
 */
export default {
  clientRouting: false,
  passToClient: ['urlPathname'],
} satisfies Config;
