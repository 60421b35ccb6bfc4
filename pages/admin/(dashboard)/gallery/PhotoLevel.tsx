import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView, GalleryPhotoView, GalleryView } from '#lib/domain/catalogue/catalogue.types.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { adminGalleryHref } from './gallery-href.ts';
import { galleryContent } from './gallery.content.ts';
import { LevelHeader } from './LevelHeader.tsx';
import { OrderedList } from './OrderedList.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { PhotoDrop } from './PhotoDrop.tsx';
import { useGalleryDialogs } from './use-gallery-dialogs.tsx';

const copy = galleryContent.photos;

interface PhotoLevelProps {
  folder: GalleryFolderView;
  gallery: GalleryView;
  photos: GalleryPhotoView[];
}

/** Level three: one gallery's photos. Deleting the gallery itself returns to its folder. */
export function PhotoLevel({ folder, gallery, photos }: PhotoLevelProps) {
  const up = adminGalleryHref({ folder: folder.id });
  const { openCreate, openEdit, askDeleteChild, askDeleteSelf, dialogs } = useGalleryDialogs({
    childKind: 'photo',
    parentId: gallery.id,
    self: { kind: 'gallery', id: gallery.id, name: gallery.name, upHref: up },
  });
  return (
    <section aria-labelledby="photos-heading">
      <LevelHeader id="photos-heading" eyebrow={`${copy.eyebrow} · ${folder.name}`} title={gallery.name} intro={copy.intro} backLabel={copy.back} backHref={up} deleteLabel={copy.deleteThis} onDelete={askDeleteSelf}>
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </LevelHeader>
      <PhotoDrop galleryId={gallery.id} />
      {photos.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <OrderedList kind="photo" items={photos} parentId={gallery.id} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" onEdit={openEdit}>
          {(photo, actions) => <PhotoCard photo={photo} onDelete={() => askDeleteChild({ id: photo.id, name: photo.title })} actions={actions} />}
        </OrderedList>
      )}
      {dialogs}
    </section>
  );
}
