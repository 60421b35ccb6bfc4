/**
 * Our photography comes from a stock-photo site (SPEC §1). One place builds its URLs, so a move to
 * another host or a CDN changes one function. `id` is the photo's id on that site.
 */
export function stockPhoto(id: string, width = 1200): string {
  return `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=75`;
}
