import { Button } from '#components/ui/Button.tsx';
import type { GalleryPhotoView, GalleryView } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Spinner } from '../Spinner.tsx';
import { ChildLevelDialogs, useChildLevelDialogs } from './ChildLevelDialogs.tsx';
import { galleryContent } from './gallery.content.ts';
import { LevelHeader } from './LevelHeader.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { useAdminList } from './use-admin-list.ts';

const copy = galleryContent.photos;

/** Level three: one gallery's photos. Deleting the gallery itself returns to its folder. */
export function PhotoLevel({ gallery, onBack }: { gallery: GalleryView; onBack: () => void }) {
  const { items: photos, reload } = useAdminList<GalleryPhotoView>(`/api/admin/galleries/${gallery.id}/photos`, copy.loadFailed);
  const dialogs = useChildLevelDialogs();
  const { openCreate } = dialogs;

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
        onDelete={() => dialogs.setDeletingSelf({ id: gallery.id, name: gallery.name })}
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
              <PhotoCard photo={photo} onDelete={() => dialogs.setDeletingChild({ id: photo.id, name: photo.title })} />
            </li>
          ))}
        </ul>
      )}
      <ChildLevelDialogs state={dialogs} selfKind="gallery" selfId={gallery.id} childKind="photo" reloadChildren={reload} onSelfDeleted={onBack} />
    </section>
  );
}
