import { uuidOrNull } from '#lib/uuid.ts';
import type { PageContextServer } from 'vike/types';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#database/dto.ts';
import { galleryContent } from './gallery.content.ts';

export type Data = Awaited<ReturnType<typeof data>>;
export type FolderCardData = ReturnType<typeof folderCard>;
export type GalleryCardData = ReturnType<typeof galleryCard>;
export type PhotoData = ReturnType<typeof photo>;

// Only what the cards and tiles show travels to the browser.
const folderCard = (f: GalleryFolderView) => ({ id: f.id, name: f.name, description: f.description, coverImageUrl: f.coverImageUrl, createdAt: f.createdAt });
const galleryCard = (g: GalleryView) => ({ id: g.id, name: g.name, description: g.description, coverImageUrl: g.coverImageUrl });
const photo = (p: GalleryPhotoView) => ({ id: p.id, title: p.title, description: p.description, imageUrl: p.imageUrl, thumbnailUrl: p.thumbnailUrl });

/**
 * The level shown is chosen by the query (?folder=<id>&gallery=<id>), so a reload or a shared link
 * lands where the visitor was. A gallery or folder that is missing or hidden falls back one level
 * (to the folder if it still exists, else to all collections) with a short notice.
 */
export async function data(pageContext: PageContextServer) {
  const { gallery: repo } = pageContext.services;
  const search = pageContext.urlParsed.search;
  const galleryId = uuidOrNull(search.gallery);
  let folderId = uuidOrNull(search.folder);
  let notice: string | null = search.gallery || search.folder ? galleryContent.notices.missing : null;

  if (galleryId) {
    const gallery = await repo.findGallery(galleryId);
    const [folder, photos] = gallery ? await Promise.all([repo.findFolder(gallery.folderId), repo.listPhotos(gallery.id)]) : [null, null];
    if (gallery && folder && photos) {
      return { level: 'photos' as const, notice: null, folder: folderCard(folder), gallery: galleryCard(gallery), photos: photos.map(photo) };
    }
    folderId ??= gallery?.folderId ?? null;
  }

  if (folderId) {
    const [folder, galleries] = await Promise.all([repo.findFolder(folderId), repo.listGalleries(folderId)]);
    if (folder && galleries) {
      if (!search.gallery) notice = null;
      return { level: 'galleries' as const, notice, folder: folderCard(folder), galleries: galleries.map(galleryCard) };
    }
  }

  const folders = await repo.listFolders();
  return { level: 'folders' as const, notice, folders: folders.map(folderCard) };
}
