import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView, GalleryView } from '#lib/domain/catalogue/catalogue.types.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { adminGalleryHref } from './gallery-href.ts';
import { galleryContent } from './gallery.content.ts';
import { ItemCard } from './ItemCard.tsx';
import { LevelHeader } from './LevelHeader.tsx';
import { OrderedList } from './OrderedList.tsx';
import { useGalleryDialogs } from './use-gallery-dialogs.tsx';

const copy = galleryContent.galleries;

/** Level two: one folder's galleries. Deleting the folder itself returns to the folders. */
export function GalleryLevel({ folder, galleries }: { folder: GalleryFolderView; galleries: GalleryView[] }) {
  const { openCreate, openEdit, askDeleteChild, askDeleteSelf, dialogs } = useGalleryDialogs({
    childKind: 'gallery',
    parentId: folder.id,
    self: { kind: 'folder', id: folder.id, name: folder.name, upHref: adminGalleryHref() },
  });
  return (
    <section aria-labelledby="galleries-heading">
      <LevelHeader id="galleries-heading" eyebrow={copy.eyebrow} title={folder.name} intro={copy.intro} backLabel={copy.back} backHref={adminGalleryHref()} deleteLabel={copy.deleteThis} onDelete={askDeleteSelf}>
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </LevelHeader>
      {galleries.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <OrderedList kind="gallery" items={galleries} parentId={folder.id} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" onEdit={openEdit}>
          {(gallery, actions) => (
            <ItemCard {...gallery} noun="gallery" href={adminGalleryHref({ gallery: gallery.id })} onDelete={() => askDeleteChild({ id: gallery.id, name: gallery.name })} actions={actions} />
          )}
        </OrderedList>
      )}
      {dialogs}
    </section>
  );
}
