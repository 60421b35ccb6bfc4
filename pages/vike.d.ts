import type { AdminView } from '#database/dto.ts';
import type { Services } from '#server/services.ts';
import type { SiteContact } from '#server/env.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Site contact details (phone, WhatsApp, e-mail), configurable by environment. */
      site: SiteContact;
      /** The signed-in admin; set on /admin pages only. */
      admin: AdminView | null;
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
