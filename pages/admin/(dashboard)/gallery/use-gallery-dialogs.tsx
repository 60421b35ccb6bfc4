import { useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import { ItemDialog, type GalleryItem } from './ItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
import { useDialog } from '#components/admin/use-dialog.ts';
import type { GalleryKind } from './gallery-kinds.ts';

interface Options {
  /** What this level lists and creates. */
  childKind: GalleryKind;
  /** The opened folder (for galleries) or gallery (for photos). */
  parentId?: string;
  /** The opened item itself, which can be deleted from its level; then staff go up one level (SPEC §4). */
  self?: DeleteTarget & { kind: GalleryKind; upHref: string };
}

/**
 * The dialogs of one gallery level: create or edit a child, delete a child (after confirming), delete the
 * opened item. After each change the level's server data is loaded again with Vike's reload().
 */
export function useGalleryDialogs({ childKind, parentId, self }: Options) {
  const editing = useDialog<GalleryItem>();
  const [deletingChild, setDeletingChild] = useState<DeleteTarget | null>(null);
  const [deletingSelf, setDeletingSelf] = useState(false);

  const dialogs = (
    <>
      <ItemDialog
        kind={childKind}
        parentId={parentId}
        open={editing.open}
        session={editing.session}
        item={editing.item}
        onClose={editing.close}
        onSaved={() => {
          editing.close();
          void reload();
        }}
      />
      <DeleteItemDialog
        kind={childKind}
        target={deletingChild}
        onClose={() => setDeletingChild(null)}
        onDeleted={() => {
          setDeletingChild(null);
          void reload();
        }}
      />
      {self && (
        <DeleteItemDialog
          kind={self.kind}
          target={deletingSelf ? self : null}
          onClose={() => setDeletingSelf(false)}
          onDeleted={() => {
            setDeletingSelf(false);
            void navigate(self.upHref);
          }}
        />
      )}
    </>
  );

  return {
    openCreate: () => editing.show(),
    openEdit: (item: GalleryItem) => editing.show(item),
    askDeleteChild: setDeletingChild,
    askDeleteSelf: () => setDeletingSelf(true),
    dialogs,
  };
}
