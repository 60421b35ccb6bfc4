import type { AdminView } from '#lib/domain/staff/staff.types.ts';
import type { Services } from '#server/services.ts';
import type { FaqItem, SiteDetails, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import type { SiteTextView } from '#database/repositories/site-texts.repo.ts';

declare global {
  namespace Vike {
    interface Config {
      /** false: the page is one visitor's own (a secret link), never stored in the render cache, sent no-store. */
      cacheable?: boolean;
    }
    interface PageContext {
      /** The page's language, from its address (+onBeforeRoute.ts; issue 42). Staff pages are always `en`. */
      locale: import('#lib/domain/site/locale.ts').Locale;
      /**
       * The languages this page is published in, where its address alone cannot tell: a trip's page is German only
       * once its German texts are reviewed (its +onBeforeRender.ts; decision 204). Unset: `localesOf(path)`.
       */
      pageLocales?: import('#lib/domain/site/locale.ts').Locale[];
      /** The company's details as edited under Settings (no bank details), and the operator's time zone. */
      site: SiteDetails;
      /** The signed-in admin; set on /admin pages only. */
      admin: AdminView | null;
      /** The public origin (SITE_URL; unset: http://localhost:PORT in production, the request’s in development): canonical links, og:url, JSON-LD. */
      siteOrigin: string;
      /** /faq's questions as stored (server only: its +onBeforeRender, never passed to the client). */
      faq?: FaqItem[];
      /** /terms' sections as stored, and when they last changed (server only, like `faq`). */
      terms?: SiteTextView<TermsSection>;
      /** /reviews' page of published reviews, its trip filter and its pages (server only, like `faq`; issue 31). */
      reviewList?: import('#components/site/reviews/ReviewListSections.server.tsx').ReviewListData;
      /** /reviews/policy's live counts (server only). */
      reviewPolicy?: import('#lib/domain/review/review.types.ts').ReviewPolicyCounts;
      /** The error page's own words, when a page aborts with them (`render(410, { heading, text })`). */
      abortReason?: { heading: string; text: string };
    }
    interface PageContextServer {
      /** The request's repositories. Server only: +data.ts calls these, never the ORM. */
      services: Services;
      /** Why mail is not reaching anyone (e.g. no SMTP_URL in production), for the dashboard. */
      mailWarnings: import('#lib/mail-warnings.content.ts').MailWarning[];
      /** Whether travellers' answers come back into the desk (IMAP_URL is set); false on public pages. */
      inboundMail: boolean;
      /** Since when public content changed without the CDN being purged, once that is over 5 minutes (ISO); else null. Admin pages only. */
      cdnPurgeLateSince: () => Promise<string | null>;
    }
  }
}

export {};
