/** Staff pages have no business in search results. */
export function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
