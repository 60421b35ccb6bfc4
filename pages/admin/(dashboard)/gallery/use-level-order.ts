import { useEffect, useState } from 'react';
import { reload } from 'vike/client/router';
import { toastFailure } from '#components/ui/form-failure.browser.ts';
import { GALLERY_KINDS, type GalleryKind } from './gallery-kinds.ts';
import { galleryContent } from './gallery.content.ts';
import type { GalleryItem } from './ItemDialog.tsx';

const copy = galleryContent.actions;
const nameOf = (item: GalleryItem) => ('name' in item ? item.name : item.title);

/**
 * The order and visibility of one level's items. A move shows at once, is saved as the level's whole
 * order (POST …/order), then announced for screen readers, and the server's data is reloaded.
 */
export function useLevelOrder<T extends GalleryItem>(kind: GalleryKind, items: T[], parentId?: string) {
  const [order, setOrder] = useState(items);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  useEffect(() => setOrder(items), [items]);

  async function moveTo(id: string, target: number) {
    const from = order.findIndex((item) => item.id === id);
    if (from < 0 || target < 0 || target >= order.length || target === from) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(target, 0, moved!);
    setOrder(next);
    try {
      await GALLERY_KINDS[kind].order(parentId, next.map((item) => item.id));
      // Announced once stored, so "moved" is never said of an order that was not kept.
      setAnnouncement(copy.moved(nameOf(moved!), target + 1, next.length));
    } catch (failure) {
      toastFailure(copy.reorderFailed, failure);
      setOrder(items);
    }
    void reload();
  }

  async function toggleVisibility(item: T) {
    const { id: _id, createdAt: _created, ...rest } = item as T & { folderId?: string; galleryId?: string };
    const { folderId: _folder, galleryId: _gallery, ...fields } = rest as Record<string, unknown>;
    try {
      await GALLERY_KINDS[kind].update(item.id, { ...fields, isActive: !item.isActive });
      setAnnouncement(`${nameOf(item)}: ${item.isActive ? copy.hidden : copy.shown}`);
      void reload();
    } catch (failure) {
      toastFailure(copy.visibilityFailed, failure);
    }
  }

  /** Native drag and drop on each list item; the arrow buttons are the keyboard's way to do the same. */
  function dragProps(item: T, index: number) {
    return {
      draggable: true,
      onDragStart: () => setDragging(item.id),
      onDragEnd: () => setDragging(null),
      onDragOver: (event: { preventDefault: () => void }) => event.preventDefault(),
      onDrop: (event: { preventDefault: () => void }) => {
        event.preventDefault();
        if (dragging && dragging !== item.id) void moveTo(dragging, index);
        setDragging(null);
      },
      'data-dragging': dragging === item.id ? true : undefined,
    };
  }

  return { order, moveTo, toggleVisibility, dragProps, announcement };
}
