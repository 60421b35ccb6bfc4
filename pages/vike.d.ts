import type { AdminView } from '#database/dto.ts';
import type { Services } from '#server/services.ts';
import type { SiteContact } from '#server/env.ts';

declare global {
  namespace Vike {
    interface Config {
      /** false: the page is one visitor's own (a secret link), never stored in the render cache, sent no-store. */
      cacheable?: boolean;
    }
    interface PageContext {
      /** Site contact details (phone, WhatsApp, e-mail), configurable by environment. */
      site: SiteContact;
      /** The signed-in admin; set on /admin pages only. */
      admin: AdminView | null;
      /** The public origin (SITE_URL, else the request's): canonical links, og:url, JSON-LD. */
      siteOrigin: string;
      /** The error page's own words, when a page aborts with them (`render(410, { heading, text })`). */
      abortReason?: { heading: string; text: string };
    }
    interface PageContextServer {
      /** The request's repositories. Server only: +data.ts calls these, never the ORM. */
      services: Services;
      /** Why mail is not reaching anyone (e.g. no SMTP_URL in production), for the dashboard. */
      mailWarnings: string[];
    }
  }
}

export {};
