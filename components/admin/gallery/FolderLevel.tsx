import { useEffect, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { GalleryFolderView } from '#database/dto.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PanelHeader } from '../PanelHeader.tsx';
import { Spinner } from '../Spinner.tsx';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { useOptimisticList } from '../use-optimistic-list.ts';
import { CreateItemDialog } from './CreateItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
import { galleryContent } from './gallery.content.ts';
import { ItemCard } from './ItemCard.tsx';

const copy = galleryContent.folders;

interface FolderLevelProps {
  folders: GalleryFolderView[];
  onOpen: (folder: GalleryFolderView) => void;
  createRequested: boolean;
  onCreateRequestHandled: () => void;
  focusOnMount: boolean;
}

/** Level one: the folders, which come with the dashboard's server data. */
export function FolderLevel({ folders, onOpen, createRequested, onCreateRequestHandled, focusOnMount }: FolderLevelProps) {
  const [creating, setCreating] = useState({ open: false, session: 0 });
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { refresh, refreshing } = useDashboardRefresh();
  const list = useOptimisticList(folders);
  const openCreate = () => setCreating((c) => ({ open: true, session: c.session + 1 }));

  useEffect(() => {
    if (!createRequested) return;
    openCreate();
    onCreateRequestHandled();
  }, [createRequested, onCreateRequestHandled]);

  return (
    <section aria-labelledby="folders-heading">
      <PanelHeader id="folders-heading" title={copy.title} intro={copy.intro} focusOnMount={focusOnMount}>
        {refreshing && <Spinner label={copy.refreshing} />}
        <Button onClick={openCreate}>
          <span aria-hidden="true">+</span>
          {copy.create}
        </Button>
      </PanelHeader>
      {list.items.length === 0 ? (
        <EmptyState title={copy.empty.title} text={copy.empty.text}>
          <Button onClick={openCreate}>{copy.create}</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((folder) => (
            <li key={folder.id} className="flex">
              <ItemCard {...folder} noun="folder" onOpen={() => onOpen(folder)} onDelete={() => setDeleting({ id: folder.id, name: folder.name })} />
            </li>
          ))}
        </ul>
      )}
      <CreateItemDialog
        kind="folder"
        {...creating}
        onClose={() => setCreating((c) => ({ ...c, open: false }))}
        onCreated={(created) => {
          setCreating((c) => ({ ...c, open: false }));
          list.upsert(created as GalleryFolderView);
          void refresh().then(list.settle);
        }}
      />
      <DeleteItemDialog
        kind="folder"
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(target) => {
          setDeleting(null);
          list.remove(target.id);
          void refresh().then(list.settle);
        }}
      />
    </section>
  );
}
