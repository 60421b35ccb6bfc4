/** The admin gallery's levels live in the URL, like the public gallery's. */
export function adminGalleryHref(level: { folder?: string; gallery?: string } = {}): string {
  if (level.gallery) return `/admin/gallery?gallery=${level.gallery}`;
  if (level.folder) return `/admin/gallery?folder=${level.folder}`;
  return '/admin/gallery';
}
