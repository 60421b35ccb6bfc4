import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { GalleryPhotoView, GalleryView } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Spinner } from '../Spinner.tsx';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { CreateItemDialog } from './CreateItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
import { galleryContent } from './gallery.content.ts';
import { LevelHeader } from './LevelHeader.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { useAdminList } from './use-admin-list.ts';

const copy = galleryContent.photos;

/** Level three: one gallery's photos. Deleting the gallery itself returns to its folder. */
export function PhotoLevel({ gallery, onBack }: { gallery: GalleryView; onBack: () => void }) {
  const { items: photos, reload } = useAdminList<GalleryPhotoView>(`/api/admin/galleries/${gallery.id}/photos`, copy.loadFailed);
  const [creating, setCreating] = useState({ open: false, session: 0 });
  const [deletingGallery, setDeletingGallery] = useState<DeleteTarget | null>(null);
  const [deletingPhoto, setDeletingPhoto] = useState<DeleteTarget | null>(null);
  const { refresh } = useDashboardRefresh();
  const openCreate = () => setCreating((c) => ({ open: true, session: c.session + 1 }));

  return (
    <section aria-labelledby="photos-heading">
      <LevelHeader
        id="photos-heading"
        eyebrow={copy.eyebrow}
        title={gallery.name}
        intro={copy.intro}
        backLabel={copy.back}
        onBack={onBack}
        deleteLabel={copy.deleteThis}
        onDelete={() => setDeletingGallery({ id: gallery.id, name: gallery.name })}
      >
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </LevelHeader>
      {photos === null ? (
        <Spinner label={copy.loading} className="py-10" />
      ) : photos.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id} className="flex">
              <PhotoCard photo={photo} onDelete={() => setDeletingPhoto({ id: photo.id, name: photo.title })} />
            </li>
          ))}
        </ul>
      )}
      <CreateItemDialog
        kind="photo"
        parentId={gallery.id}
        {...creating}
        onClose={() => setCreating((c) => ({ ...c, open: false }))}
        onCreated={() => {
          setCreating((c) => ({ ...c, open: false }));
          void reload();
          void refresh();
        }}
      />
      <DeleteItemDialog
        kind="photo"
        target={deletingPhoto}
        onClose={() => setDeletingPhoto(null)}
        onDeleted={() => {
          setDeletingPhoto(null);
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
          onBack();
          void refresh();
        }}
      />
    </section>
  );
}
