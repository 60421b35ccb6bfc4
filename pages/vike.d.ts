import type { AdminView } from '#database/dto.ts';
import type { Services } from '#server/services.ts';
import type { SiteDetails } from '#database/company-settings.dto.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The company's details as edited under Settings (no bank details), and the operator's time zone. */
      site: SiteDetails;
      /** The signed-in admin; set on /admin pages only. */
      admin: AdminView | null;
      /** The public origin (SITE_URL, else the request's): canonical links, og:url, JSON-LD. */
      siteOrigin: string;
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
