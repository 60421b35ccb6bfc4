import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView } from '#lib/domain/catalogue/catalogue.types.ts';
import { EmptyState } from '#components/admin/EmptyState.tsx';
import { PanelHeader } from '#components/admin/PanelHeader.tsx';
import { useCreateRequest } from '#components/admin/use-create-request.ts';
import { adminGalleryHref } from './gallery-href.ts';
import { galleryContent } from './gallery.content.ts';
import { ItemCard } from './ItemCard.tsx';
import { OrderedList } from './OrderedList.tsx';
import { useGalleryDialogs } from './use-gallery-dialogs.tsx';

const copy = galleryContent.folders;

/** Level one: every folder, hidden ones too. */
export function FolderLevel({ folders }: { folders: GalleryFolderView[] }) {
  const { openCreate, openEdit, askDeleteChild, dialogs } = useGalleryDialogs({ childKind: 'folder' });
  useCreateRequest('folder', openCreate);
  return (
    <section aria-labelledby="folders-heading">
      <PanelHeader id="folders-heading" title={copy.title} intro={copy.intro} focusOnMount>
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </PanelHeader>
      {folders.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <OrderedList kind="folder" items={folders} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" onEdit={openEdit}>
          {(folder, actions) => (
            <ItemCard {...folder} noun="folder" href={adminGalleryHref({ folder: folder.id })} onDelete={() => askDeleteChild({ id: folder.id, name: folder.name })} actions={actions} />
          )}
        </OrderedList>
      )}
      {dialogs}
    </section>
  );
}
