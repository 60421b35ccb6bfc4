import type { PageContextServer } from 'vike/types';
import { uuidOrNull } from '#lib/domain/uuid.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The level is in the URL (`?folder=<id>` or `?gallery=<id>`), as on the public gallery, so a
 * reload, the back button or a shared link lands where staff were. Hidden items are included;
 * a level that no longer exists falls back to the folders.
 */
export async function data(pageContext: PageContextServer) {
  const { gallery: repo } = pageContext.services;
  const search = pageContext.urlParsed.search;
  const all = { includeInactive: true };
  const galleryId = uuidOrNull(search.gallery);
  if (galleryId) {
    const gallery = await repo.findGallery(galleryId, all);
    const [folder, photos] = gallery ? await Promise.all([repo.findFolder(gallery.folderId, all), repo.listPhotos(gallery.id, all)]) : [null, null];
    if (gallery && folder && photos) return { level: 'photos' as const, folder, gallery, photos };
  }
  const folderId = uuidOrNull(search.folder);
  if (folderId) {
    const [folder, galleries] = await Promise.all([repo.findFolder(folderId, all), repo.listGalleries(folderId, all)]);
    if (folder && galleries) return { level: 'galleries' as const, folder, galleries };
  }
  return { level: 'folders' as const, folders: await repo.listFolders(all) };
}
