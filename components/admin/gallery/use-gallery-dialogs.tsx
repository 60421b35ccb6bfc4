import { useState } from 'react';
import { navigate, reload } from 'vike/client/router';
import { ItemDialog, type GalleryItem } from './ItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
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
  const [editing, setEditing] = useState<{ open: boolean; session: number; item: GalleryItem | null }>({ open: false, session: 0, item: null });
  const [deletingChild, setDeletingChild] = useState<DeleteTarget | null>(null);
  const [deletingSelf, setDeletingSelf] = useState(false);

  const dialogs = (
    <>
      <ItemDialog
        kind={childKind}
        parentId={parentId}
        {...editing}
        onClose={() => setEditing((c) => ({ ...c, open: false }))}
        onSaved={() => {
          setEditing((c) => ({ ...c, open: false }));
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
    openCreate: () => setEditing((c) => ({ open: true, session: c.session + 1, item: null })),
    openEdit: (item: GalleryItem) => setEditing((c) => ({ open: true, session: c.session + 1, item })),
    askDeleteChild: setDeletingChild,
    askDeleteSelf: () => setDeletingSelf(true),
    dialogs,
  };
}
