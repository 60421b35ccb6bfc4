/**
 * Our photography comes from a stock-photo site (SPEC §1). One place builds its URLs, so a move to
 * another host or a CDN changes one function. `id` is the photo's id on that site.
 */
export function stockPhoto(id: string, width = 1200): string {
  return `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=${width}&q=75`;
}

const HERO_WIDTHS = [640, 960, 1280, 1600, 1920];

/** Responsive sources for a full-width photo, so a phone downloads a phone-sized hero (its LCP image). */
export function stockPhotoSrcSet(id: string): { srcSet: string; sizes: string } {
  return { srcSet: HERO_WIDTHS.map((width) => `${stockPhoto(id, width)} ${width}w`).join(', '), sizes: '100vw' };
}
