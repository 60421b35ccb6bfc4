import { usePageContext } from 'vike-react/usePageContext';
import { withoutTokens } from '#lib/domain/links/private-paths.ts';
import { shareImage } from '#lib/structured-data.ts';
import { alternatesOf, localizedPath } from '#lib/i18n/locale-paths.ts';

/**
 * Head tags every page shares; titles and descriptions come from each page's config. Public pages
 * name their canonical address on the public origin (SITE_URL) and carry share previews; staff pages
 * add `noindex` in their own Head.
 */
export function Head() {
  // `urlPathname` is the logical (English) path; the address shown is the language's own (+onBeforeRoute.ts).
  const { siteOrigin, urlPathname, is404, abortStatusCode, locale, pageLocales } = usePageContext();
  // An error page (404, an expired proposal's 410) is no page's canonical address, and a traveller's
  // secret link (a proposal's page) names none at all: its token must not travel in a share preview.
  const isSecretLink = withoutTokens(urlPathname) !== urlPathname;
  const isPublic = !is404 && !abortStatusCode && !isSecretLink && !(urlPathname === '/admin' || urlPathname.startsWith('/admin/'));
  const url = `${siteOrigin}${localizedPath(urlPathname, locale)}`;
  return (
    <>
      <meta name="theme-color" content="#243a2b" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {/* The traveller's pack names its own manifest (issue 30): installed, it opens at its own address. */}
      {!urlPathname.startsWith('/trips/') && <link rel="manifest" href="/manifest.webmanifest" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="African Safari Tours" />
      <meta property="og:locale" content={locale === 'de' ? 'de_DE' : 'en_US'} />
      {isPublic && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
          {/* Each version names every version, itself included, so search engines pair them (issue 42). */}
          {alternatesOf(urlPathname, pageLocales).map((alternate) => (
            <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={`${siteOrigin}${alternate.path}`} />
          ))}
        </>
      )}
      <meta property="og:image" content={shareImage()} />
      <meta property="og:image:alt" content="A safari vehicle on a dirt track through golden savanna grass" />
      <meta name="twitter:card" content="summary_large_image" />
      <link rel="preconnect" href="https://images.unsplash.com" />
    </>
  );
}
