/** Head tags every page shares; titles and descriptions come from each page's config. */
export function Head() {
  return (
    <>
      <meta name="theme-color" content="#243a2b" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="African Safari Tours" />
    </>
  );
}
