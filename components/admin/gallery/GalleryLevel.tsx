import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView, GalleryView } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Spinner } from '../Spinner.tsx';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { CreateItemDialog } from './CreateItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
import { galleryContent } from './gallery.content.ts';
import { ItemCard } from './ItemCard.tsx';
import { LevelHeader } from './LevelHeader.tsx';
import { useAdminList } from './use-admin-list.ts';

const copy = galleryContent.galleries;

interface GalleryLevelProps {
  folder: GalleryFolderView;
  onBack: () => void;
  onOpen: (gallery: GalleryView) => void;
}

/** Level two: one folder's galleries. Deleting the folder itself returns to the folder list. */
export function GalleryLevel({ folder, onBack, onOpen }: GalleryLevelProps) {
  const { items: galleries, reload } = useAdminList<GalleryView>(`/api/admin/gallery-folders/${folder.id}/galleries`, copy.loadFailed);
  const [creating, setCreating] = useState({ open: false, session: 0 });
  const [deletingFolder, setDeletingFolder] = useState<DeleteTarget | null>(null);
  const [deletingGallery, setDeletingGallery] = useState<DeleteTarget | null>(null);
  const { refresh } = useDashboardRefresh();
  const openCreate = () => setCreating((c) => ({ open: true, session: c.session + 1 }));

  return (
    <section aria-labelledby="galleries-heading">
      <LevelHeader
        id="galleries-heading"
        eyebrow={copy.eyebrow}
        title={folder.name}
        intro={copy.intro}
        backLabel={copy.back}
        onBack={onBack}
        deleteLabel={copy.deleteThis}
        onDelete={() => setDeletingFolder({ id: folder.id, name: folder.name })}
      >
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </LevelHeader>
      {galleries === null ? (
        <Spinner label={copy.loading} className="py-10" />
      ) : galleries.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {galleries.map((gallery) => (
            <li key={gallery.id} className="flex">
              <ItemCard {...gallery} noun="gallery" onOpen={() => onOpen(gallery)} onDelete={() => setDeletingGallery({ id: gallery.id, name: gallery.name })} />
            </li>
          ))}
        </ul>
      )}
      <CreateItemDialog
        kind="gallery"
        parentId={folder.id}
        {...creating}
        onClose={() => setCreating((c) => ({ ...c, open: false }))}
        onCreated={() => {
          setCreating((c) => ({ ...c, open: false }));
          void reload();
          void refresh();
        }}
      />
      <DeleteItemDialog
        kind="gallery"
        target={deletingGallery}
        onClose={() => setDeletingGallery(null)}
        onDeleted={() => {
          setDeletingGallery(null);
          void reload();
          void refresh();
        }}
      />
      <DeleteItemDialog
        kind="folder"
        target={deletingFolder}
        onClose={() => setDeletingFolder(null)}
        onDeleted={() => {
          setDeletingFolder(null);
          onBack();
          void refresh();
        }}
      />
    </section>
  );
}
