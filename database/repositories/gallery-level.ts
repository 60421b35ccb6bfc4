import type { FolderCardData, GalleryCardData, GalleryFolderView, GalleryLevelData, GalleryPhotoView, GalleryView, PhotoData } from '#lib/domain/catalogue/catalogue.types.ts';
import type { GalleryRepository } from './gallery.repo.ts';
import { uuidOrNull } from '#lib/domain/uuid.ts';

// Only what the cards and tiles show travels to the browser.
const folderCard = (f: GalleryFolderView): FolderCardData => ({ id: f.id, name: f.name, description: f.description, coverImageUrl: f.coverImageUrl, createdAt: f.createdAt });
const galleryCard = (g: GalleryView): GalleryCardData => ({ id: g.id, name: g.name, description: g.description, coverImageUrl: g.coverImageUrl });
const photo = (p: GalleryPhotoView): PhotoData => ({ id: p.id, title: p.title, description: p.description, imageUrl: p.imageUrl, thumbnailUrl: p.thumbnailUrl });

/**
 * The level of the gallery browser that a /gallery URL shows, from its query (?folder=<id>&gallery=<id>),
 * so a reload or a shared link lands where the visitor was. A gallery or folder that is missing or
 * hidden falls back one level (to the folder if it still exists, else to all collections) and says so
 * with `missing`. The one source of both the server render (+data) and the in-page moves between
 * levels (GET /api/gallery-level with the same query), so the two cannot disagree.
 */
export async function galleryLevel(repo: GalleryRepository, search: { folder?: string; gallery?: string }): Promise<GalleryLevelData> {
  const galleryId = uuidOrNull(search.gallery);
  let folderId = uuidOrNull(search.folder);
  let missing = Boolean(search.gallery || search.folder);

  if (galleryId) {
    const gallery = await repo.findGallery(galleryId);
    const [folder, photos] = gallery ? await Promise.all([repo.findFolder(gallery.folderId), repo.listPhotos(gallery.id)]) : [null, null];
    if (gallery && folder && photos) {
      return { level: 'photos' as const, missing: false, folder: folderCard(folder), gallery: galleryCard(gallery), photos: photos.map(photo) };
    }
    folderId ??= gallery?.folderId ?? null;
  }

  if (folderId) {
    const [folder, galleries] = await Promise.all([repo.findFolder(folderId), repo.listGalleries(folderId)]);
    if (folder && galleries) {
      if (!search.gallery) missing = false;
      return { level: 'galleries' as const, missing, folder: folderCard(folder), galleries: galleries.map(galleryCard) };
    }
  }

  const folders = await repo.listFolders();
  return { level: 'folders' as const, missing, folders: folders.map(folderCard) };
}
