/** A link meant for one supplier: no search engine may index it or follow it further. */
export function Head() {
  return <meta name="robots" content="noindex, nofollow" />;
}
