import type { EntityManager } from '@mikro-orm/postgresql';
import { Gallery, GalleryFolder, GalleryPhoto } from '../entities/index.ts';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#lib/domain/catalogue/catalogue.types.ts';
import type { FolderInput } from '#lib/domain/catalogue/gallery.schema.ts';
import type { GalleryUpdateInput, PhotoUpdateInput } from '#lib/domain/catalogue/gallery-edit.schema.ts';
import { AuditRepository } from './audit.repo.ts';
import { folderView, galleryView, photoView } from './gallery.repo.ts';

/** A level of the gallery: what a reorder or delete acts on, and the table behind it. */
export type GalleryLevel = 'folder' | 'gallery' | 'photo';

const TABLE = { folder: 'gallery_folders', gallery: 'galleries', photo: 'gallery_photos' } as const;
const PARENT = { folder: null, gallery: 'folder_id', photo: 'gallery_id' } as const;
const RECORD_TYPE = { folder: 'GalleryFolder', gallery: 'Gallery', photo: 'GalleryPhoto' } as const;

export type ReorderResult = 'done' | 'parent-not-found' | 'not-the-same-items';

/**
 * Editing, hiding, reordering and deleting folders, galleries and photos. Updates are staged for the
 * handler to commit (the audit subscriber logs them); reorder and delete run as statements on the
 * handler's transaction and record their own audit entry, since the unit of work never sees them.
 */
export class GalleryEditorRepository {
  private readonly em: EntityManager;
  private readonly audit: AuditRepository;

  /** The audit log of the same unit of work, handed in by Services: repositories do not build one another. */
  constructor(em: EntityManager, audit: AuditRepository) {
    this.em = em;
    this.audit = audit;
  }

  async updateFolder(id: string, input: FolderInput): Promise<GalleryFolderView | null> {
    const folder = await this.em.findOne(GalleryFolder, { id });
    if (!folder) return null;
    this.em.assign(folder, { ...input, description: input.description ?? null, coverImageUrl: input.coverImageUrl ?? null });
    return folderView(folder);
  }

  async updateGallery(id: string, input: GalleryUpdateInput): Promise<GalleryView | null> {
    const gallery = await this.em.findOne(Gallery, { id });
    if (!gallery) return null;
    this.em.assign(gallery, { ...input, description: input.description ?? null, coverImageUrl: input.coverImageUrl ?? null });
    return galleryView(gallery);
  }

  async updatePhoto(id: string, input: PhotoUpdateInput): Promise<GalleryPhotoView | null> {
    const photo = await this.em.findOne(GalleryPhoto, { id });
    if (!photo) return null;
    this.em.assign(photo, { ...input, description: input.description ?? null, thumbnailUrl: input.thumbnailUrl ?? null });
    return photoView(photo);
  }

  /** Gives the items of one level (a folder's galleries, a gallery's photos, or all folders) the order of `ids`. */
  async reorder(level: GalleryLevel, parentId: string | null, ids: string[]): Promise<ReorderResult> {
    const parent = level === 'folder' ? null : await this.labelOf(level === 'gallery' ? 'folder' : 'gallery', parentId!);
    if (level !== 'folder' && !parent) return 'parent-not-found';
    const column = PARENT[level];
    const current = await this.em.execute<{ id: string }[]>(
      `select id from ${TABLE[level]}${column ? ` where ${column} = ?` : ''}`,
      column ? [parentId] : [],
    );
    const known = new Set(current.map((row) => row.id));
    if (known.size !== ids.length || !ids.every((id) => known.has(id))) return 'not-the-same-items';
    const values = ids.map((_, i) => `(?::uuid, ${i})`).join(', ');
    await this.em.execute(`update ${TABLE[level]} as t set sort_order = v.position from (values ${values}) as v(id, position) where t.id = v.id`, ids);
    this.audit.record({
      action: 'reordered',
      kind: 'gallery',
      recordType: level === 'folder' ? 'GalleryFolder' : RECORD_TYPE[level === 'gallery' ? 'folder' : 'gallery'],
      recordId: parentId,
      label: parent ?? 'Gallery folders',
      changes: { level, order: ids },
    });
    return 'done';
  }

  /** Deletes one item and, through the database's cascade, everything under it; the audit entry lists what went. */
  async remove(level: GalleryLevel, id: string): Promise<boolean> {
    const label = await this.labelOf(level, id);
    if (label === null) return false;
    const removed = await this.cascadeOf(level, id);
    // A plain statement: the database's ON DELETE CASCADE removes what lies below.
    await this.em.execute(`delete from ${TABLE[level]} where id = ?`, [id]);
    this.audit.record({ action: 'deleted', kind: 'gallery', recordType: RECORD_TYPE[level], recordId: id, label, changes: removed });
    return true;
  }

  private async labelOf(level: GalleryLevel, id: string): Promise<string | null> {
    const column = level === 'photo' ? 'title' : 'name';
    const rows = await this.em.execute<{ label: string }[]>(`select ${column} as label from ${TABLE[level]} where id = ?`, [id]);
    return rows[0]?.label ?? null;
  }

  /** What a delete takes with it: galleries and photos by name, so the log can say what was lost. */
  private async cascadeOf(level: GalleryLevel, id: string): Promise<Record<string, unknown> | null> {
    if (level === 'photo') return null;
    const galleries = level === 'folder'
      ? await this.em.execute<{ id: string; name: string }[]>('select id, name from galleries where folder_id = ? order by sort_order, created_at', [id])
      : [];
    const galleryIds = level === 'folder' ? galleries.map((g) => g.id) : [id];
    const photos = galleryIds.length === 0
      ? []
      : await this.em.execute<{ title: string }[]>(
          `select title from gallery_photos where gallery_id in (${galleryIds.map(() => '?').join(', ')}) order by sort_order, created_at`,
          galleryIds,
        );
    return {
      ...(level === 'folder' ? { galleries: galleries.map((g) => g.name) } : {}),
      photos: photos.map((p) => p.title).slice(0, 200),
      photoCount: photos.length,
    };
  }
}
