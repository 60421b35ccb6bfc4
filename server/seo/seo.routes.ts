import { Router, type Request } from 'express';
import { sendCached, type PublicCache } from '../cache/public-cache.ts';
import type { PublicOrigin } from '../public-origin.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { alternatesOf, localesOf, localizedPath } from '#lib/i18n/locale-paths.ts';
import type { Locale } from '#lib/domain/site/locale.ts';
import { isTranslationPublished } from '#lib/domain/catalogue/trip-translation.ts';

export interface SeoOptions {
  /** The one public origin (SITE_URL, else http://localhost:PORT; decisions 053 and 137). */
  origin: PublicOrigin;
  /** When the running build was made: the lastmod of pages that are copy. */
  builtAt: Date;
  cache: PublicCache | undefined;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** /robots.txt and /sitemap.xml, both naming the public origin; cached like pages. */
export function seoRoutes(options: SeoOptions) {
  const router = Router();
  const { origin } = options;

  function send(req: Request, res: Parameters<typeof sendCached>[1], contentType: string, text: string, startedAt: number) {
    const body = Buffer.from(text);
    if (options.cache) return sendCached(req, res, options.cache.store(req.originalUrl, contentType, body, startedAt));
    res.type(contentType).send(body);
  }

  router.get('/robots.txt', (req, res) => {
    const text = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${origin(req)}/sitemap.xml`, ''].join('\n');
    send(req, res, 'text/plain; charset=utf-8', text, options.cache?.version ?? 0);
  });

  router.get('/sitemap.xml', async (req, res) => {
    const startedAt = options.cache?.version ?? 0;
    const [dates, trips, german] = await Promise.all([req.services.contentDates.latest(), req.services.packages.listTrips(), req.services.packageTranslations.all('de')]);
    const base = origin(req);
    // A page in two languages is listed once per language, each entry naming every version, itself included,
    // and the x-default, as the head of each version does (issue 42).
    const localizedEntries = (path: string, lastmod: Date, locales: Locale[] = localesOf(path)) => {
      const alternates = alternatesOf(path, locales)
        .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${base}${alternate.path}"/>`)
        .join('');
      return locales.map(
        (locale) => `  <url><loc>${base}${localizedPath(path, locale)}</loc><lastmod>${day(lastmod)}</lastmod>${alternates}</url>`,
      );
    };
    const urls = PUBLIC_ROUTES.flatMap((route) => {
      const changed = (route.sources ?? []).map((source) => dates[source]).filter((d): d is Date => d !== null);
      return localizedEntries(route.path, changed.length ? new Date(Math.max(...changed.map(Number))) : options.builtAt);
    });
    // Every active trip's page, dated by its own last change (issue 17), and its German page once every German text
    // is reviewed (decision 204), dated by the later of the two.
    urls.push(...trips.flatMap((trip) => {
      const translation = german.get(trip.id) ?? null;
      if (!isTranslationPublished(trip, translation)) return localizedEntries(trip.path, new Date(trip.updatedAt), ['en']);
      const lastmod = new Date(Math.max(Date.parse(trip.updatedAt), Date.parse(translation!.updatedAt)));
      return localizedEntries(trip.path, lastmod, ['en', 'de']);
    }));
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    send(req, res, 'application/xml; charset=utf-8', xml, startedAt);
  });

  return router;
}
