import { useState } from 'react';
import { useDashboardRefresh } from '../use-dashboard-refresh.ts';
import { CreateItemDialog } from './CreateItemDialog.tsx';
import { DeleteItemDialog, type DeleteTarget } from './DeleteItemDialog.tsx';
import type { GalleryKind } from './gallery-kinds.ts';

/**
 * The dialog state of an opened folder or gallery: creating a child, deleting a child, and
 * deleting the opened item itself. Levels two and three share it.
 */
export function useChildLevelDialogs() {
  const [creating, setCreating] = useState({ open: false, session: 0 });
  const [deletingChild, setDeletingChild] = useState<DeleteTarget | null>(null);
  const [deletingSelf, setDeletingSelf] = useState<DeleteTarget | null>(null);
  return {
    creating,
    setCreating,
    deletingChild,
    setDeletingChild,
    deletingSelf,
    setDeletingSelf,
    openCreate: () => setCreating((c) => ({ open: true, session: c.session + 1 })),
  };
}

interface ChildLevelDialogsProps {
  state: ReturnType<typeof useChildLevelDialogs>;
  /** The opened item (a folder or a gallery) and the kind of its children. */
  selfKind: GalleryKind;
  selfId: string;
  childKind: GalleryKind;
  /** Refetches this level's list after a child is created or deleted. */
  reloadChildren: () => Promise<unknown> | void;
  /** Deleting the opened item returns up a level (SPEC §4). */
  onSelfDeleted: () => void;
}

export function ChildLevelDialogs({ state, selfKind, selfId, childKind, reloadChildren, onSelfDeleted }: ChildLevelDialogsProps) {
  const { refresh } = useDashboardRefresh();
  const childrenChanged = () => {
    void reloadChildren();
    void refresh();
  };
  return (
    <>
      <CreateItemDialog
        kind={childKind}
        parentId={selfId}
        {...state.creating}
        onClose={() => state.setCreating((c) => ({ ...c, open: false }))}
        onCreated={() => {
          state.setCreating((c) => ({ ...c, open: false }));
          childrenChanged();
        }}
      />
      <DeleteItemDialog
        kind={childKind}
        target={state.deletingChild}
        onClose={() => state.setDeletingChild(null)}
        onDeleted={() => {
          state.setDeletingChild(null);
          childrenChanged();
        }}
      />
      <DeleteItemDialog
        kind={selfKind}
        target={state.deletingSelf}
        onClose={() => state.setDeletingSelf(null)}
        onDeleted={() => {
          state.setDeletingSelf(null);
          onSelfDeleted();
          void refresh();
        }}
      />
    </>
  );
}
