import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView, GalleryView } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Spinner } from '../Spinner.tsx';
import { ChildLevelDialogs, useChildLevelDialogs } from './ChildLevelDialogs.tsx';
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
  const dialogs = useChildLevelDialogs();
  const { openCreate } = dialogs;

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
        onDelete={() => dialogs.setDeletingSelf({ id: folder.id, name: folder.name })}
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
              <ItemCard {...gallery} noun="gallery" onOpen={() => onOpen(gallery)} onDelete={() => dialogs.setDeletingChild({ id: gallery.id, name: gallery.name })} />
            </li>
          ))}
        </ul>
      )}
      <ChildLevelDialogs state={dialogs} selfKind="folder" selfId={folder.id} childKind="gallery" reloadChildren={reload} onSelfDeleted={onBack} />
    </section>
  );
}
