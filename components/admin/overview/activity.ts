import type { GalleryFolderView, GalleryPhotoView, GalleryView, InquiryRecord, SafariPackage } from '#database/dto.ts';
import { packageInterestLabel } from '../inquiries/inquiry-labels.ts';
import type { ActivityEntry } from '../types.ts';

/** Saves within this window of creation read as part of creating the package. */
const SAME_EDIT_MS = 2000;

interface Sources {
  inquiries: InquiryRecord[];
  packages: SafariPackage[];
  folders: GalleryFolderView[];
  galleries: GalleryView[];
  photos: GalleryPhotoView[];
}

/** The newest things that happened, across inquiries, packages and the gallery, newest first. */
export function recentActivity(sources: Sources, limit = 8): ActivityEntry[] {
  const entries: ActivityEntry[] = [
    ...sources.inquiries.map((i) => ({
      id: `inquiry-${i.id}`,
      kind: 'inquiry' as const,
      subject: `${i.firstName} ${i.lastName}`,
      detail: packageInterestLabel(i.packageType),
      at: i.createdAt,
    })),
    ...sources.packages.map((p) => {
      const updated = new Date(p.updatedAt).getTime() - new Date(p.createdAt).getTime() > SAME_EDIT_MS;
      return {
        id: `package-${p.id}`,
        kind: updated ? ('package-updated' as const) : ('package-created' as const),
        subject: p.name,
        detail: p.isActive ? null : 'Inactive',
        at: updated ? p.updatedAt : p.createdAt,
      };
    }),
    ...sources.folders.map((f) => ({ id: `folder-${f.id}`, kind: 'folder' as const, subject: f.name, detail: null, at: f.createdAt })),
    ...sources.galleries.map((g) => ({ id: `gallery-${g.id}`, kind: 'gallery' as const, subject: g.name, detail: null, at: g.createdAt })),
    ...sources.photos.map((p) => ({ id: `photo-${p.id}`, kind: 'photo' as const, subject: p.title, detail: null, at: p.createdAt })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
