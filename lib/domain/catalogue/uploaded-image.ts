/** Widths of the WebP variants written for every upload (never wider than the original). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The variants an original of this width gets: each standard width below it, and the widest it allows. */
export function variantWidths(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}

export const imagePath = (hash: string, width: number) => `/images/${hash}-${width}.webp`;

/** An image uploaded here: `/images/<content hash>-<width>.webp` (groups: the hash, the width). */
export const UPLOADED_IMAGE_PATH = /^\/images\/([0-9a-f]{32})-(\d{1,4})\.webp$/;

/**
 * `srcset` for an image uploaded here (its URL names its widest variant), or undefined for any
 * other address: the browser then picks the narrowest variant that fills the slot.
 */
export function uploadedSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE_PATH.exec(url);
  if (!match) return undefined;
  const [, hash, width] = match;
  return variantWidths(Number(width))
    .map((w) => `${imagePath(hash!, w)} ${w}w`)
    .join(', ');
}
