import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { Gallery, GalleryFolder, GalleryPhoto } from '../entities/index.ts';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#lib/domain/catalogue/catalogue.types.ts';
import type { FolderInput, GalleryInput, PhotoInput } from '#lib/domain/catalogue/gallery.schema.ts';

type Visibility = { includeInactive?: boolean };
const ORDER = { sortOrder: 'asc', createdAt: 'asc' } as const;
/** Set when staged, not at flush, so a created item can be returned before the caller commits. */
const identity = () => ({ id: randomUUID(), createdAt: new Date() });

export function folderView(f: InferEntity<typeof GalleryFolder>): GalleryFolderView {
  return {
    id: f.id,
    name: f.name,
    description: f.description ?? null,
    coverImageUrl: f.coverImageUrl ?? null,
    isActive: f.isActive,
    sortOrder: f.sortOrder,
    createdAt: f.createdAt.toISOString(),
  };
}

export function galleryView(g: InferEntity<typeof Gallery>): GalleryView {
  return {
    id: g.id,
    folderId: g.folder.id,
    name: g.name,
    description: g.description ?? null,
    coverImageUrl: g.coverImageUrl ?? null,
    isActive: g.isActive,
    sortOrder: g.sortOrder,
    createdAt: g.createdAt.toISOString(),
  };
}

export function photoView(p: InferEntity<typeof GalleryPhoto>): GalleryPhotoView {
  return {
    id: p.id,
    galleryId: p.gallery.id,
    title: p.title,
    description: p.description ?? null,
    imageUrl: p.imageUrl,
    thumbnailUrl: p.thumbnailUrl ?? null,
    isActive: p.isActive,
    sortOrder: p.sortOrder,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The three-level gallery. A visitor sees a level only when it and every level above it is
 * active; a missing or hidden parent reads as `null` (not found), never as an empty list.
 * Creates are staged on the request's unit of work (the caller commits); deletes run at once in
 * the database, inside the caller's transaction when there is one.
 */
export class GalleryRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  async listFolders(options: Visibility = {}): Promise<GalleryFolderView[]> {
    const rows = await this.em.find(GalleryFolder, options.includeInactive ? {} : { isActive: true }, { orderBy: ORDER });
    return rows.map(folderView);
  }

  async findFolder(id: string, options: Visibility = {}): Promise<GalleryFolderView | null> {
    const folder = await this.em.findOne(GalleryFolder, options.includeInactive ? { id } : { id, isActive: true });
    return folder ? folderView(folder) : null;
  }

  async listGalleries(folderId: string, options: Visibility = {}): Promise<GalleryView[] | null> {
    if (!(await this.findFolder(folderId, options))) return null;
    const where = options.includeInactive ? { folder: folderId } : { folder: folderId, isActive: true };
    const rows = await this.em.find(Gallery, where, { orderBy: ORDER });
    return rows.map(galleryView);
  }

  async findGallery(id: string, options: Visibility = {}): Promise<GalleryView | null> {
    const where = options.includeInactive ? { id } : { id, isActive: true, folder: { isActive: true } };
    const gallery = await this.em.findOne(Gallery, where);
    return gallery ? galleryView(gallery) : null;
  }

  async listPhotos(galleryId: string, options: Visibility = {}): Promise<GalleryPhotoView[] | null> {
    if (!(await this.findGallery(galleryId, options))) return null;
    const where = options.includeInactive ? { gallery: galleryId } : { gallery: galleryId, isActive: true };
    const rows = await this.em.find(GalleryPhoto, where, { orderBy: ORDER });
    return rows.map(photoView);
  }

  async createFolder(input: FolderInput): Promise<GalleryFolderView> {
    const sortOrder = input.sortOrder || (await this.nextSortOrder('gallery_folders'));
    const folder = this.em.create(GalleryFolder, { ...input, ...identity(), sortOrder, description: input.description ?? null, coverImageUrl: input.coverImageUrl ?? null });
    return folderView(folder);
  }

  /** Null when the folder does not exist. */
  async createGallery(input: GalleryInput): Promise<GalleryView | null> {
    const folder = await this.em.findOne(GalleryFolder, { id: input.folderId });
    if (!folder) return null;
    const { folderId: _folderId, ...fields } = input;
    const sortOrder = fields.sortOrder || (await this.nextSortOrder('galleries', 'folder_id', folder.id));
    const gallery = this.em.create(Gallery, { ...fields, ...identity(), sortOrder, folder, description: fields.description ?? null, coverImageUrl: fields.coverImageUrl ?? null });
    return galleryView(gallery);
  }

  /** Null when the gallery does not exist. */
  async createPhoto(input: PhotoInput): Promise<GalleryPhotoView | null> {
    const gallery = await this.em.findOne(Gallery, { id: input.galleryId });
    if (!gallery) return null;
    const { galleryId: _galleryId, ...fields } = input;
    const sortOrder = fields.sortOrder || (await this.nextSortOrder('gallery_photos', 'gallery_id', gallery.id));
    const photo = this.em.create(GalleryPhoto, { ...fields, ...identity(), sortOrder, gallery, description: fields.description ?? null, thumbnailUrl: fields.thumbnailUrl ?? null });
    return photoView(photo);
  }

  /**
   * A new item without an explicit position goes after its level's last one, so a level that staff
   * have reordered keeps its order (SPEC's default 0 would put every new item first).
   */
  private async nextSortOrder(table: string, parentColumn?: string, parentId?: string): Promise<number> {
    const where = parentColumn ? ` where ${parentColumn} = ?` : '';
    const rows = await this.em.execute<{ next: number }[]>(`select coalesce(max(sort_order) + 1, 0) as next from ${table}${where}`, parentId ? [parentId] : []);
    return Number(rows[0]?.next ?? 0);
  }
}
