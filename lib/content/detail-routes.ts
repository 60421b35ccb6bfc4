/**
 * SPEC §2's seventeen destination detail routes, in SPEC's order. Each path is `/<slug>-detail`.
 * This module is tiny on purpose: the route function ships it to the browser for client routing.
 */
export const DETAIL_SLUGS = [
  'victoria-falls',
  'addo-elephant',
  'chobe',
  'caprivi',
  'cape-town',
  'masai-mara',
  'serengeti',
  'ngorongoro',
  'kruger',
  'kilimanjaro',
  'zanzibar',
  'okavango',
  'kgalagadi',
  'mana-pools',
  'makgadikgadi',
  'elephants-sands',
  'kariba',
] as const;

export type DetailSlug = (typeof DETAIL_SLUGS)[number];

export function detailPath(slug: DetailSlug): string {
  return `/${slug}-detail`;
}

export function isDetailSlug(value: string): value is DetailSlug {
  return (DETAIL_SLUGS as readonly string[]).includes(value);
}

/** The slug of a detail route, or null for every other path (which stays a 404). */
export function slugFromPath(pathname: string): DetailSlug | null {
  const match = /^\/([a-z-]+)-detail$/.exec(pathname);
  const slug = match?.[1];
  return slug !== undefined && isDetailSlug(slug) ? slug : null;
}
