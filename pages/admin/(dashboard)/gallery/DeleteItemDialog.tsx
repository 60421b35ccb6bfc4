import { useState } from 'react';
import { toast } from '#components/ui/notify.ts';
import { ConfirmDialog } from '#components/admin/ConfirmDialog.tsx';
import { useAction } from '#components/ui/use-action.ts';
import { GALLERY_KINDS, type GalleryKind } from './gallery-kinds.ts';
import { galleryContent } from './gallery.content.ts';

export interface DeleteTarget {
  id: string;
  name: string;
}

interface DeleteItemDialogProps {
  kind: GalleryKind;
  /** What to delete; null keeps the dialog closed. */
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

/** SPEC §2: every delete asks first, in SPEC's words. */
export function DeleteItemDialog({ kind, target, onClose, onDeleted }: DeleteItemDialogProps) {
  const { busy, run } = useAction();
  // Keeps the name on screen while the dialog fades out after `target` is cleared.
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  if (target && target !== shown) setShown(target);
  const copy = galleryContent.kinds[kind];

  async function confirm() {
    if (!target) return;
    if (!(await run(() => GALLERY_KINDS[kind].remove(target.id), copy.deleteFailed))) {
      onClose();
      return;
    }
    toast.success(copy.deleted, { description: target.name });
    onDeleted(target);
  }

  return (
    <ConfirmDialog
      open={target !== null}
      question={copy.confirm}
      detail={shown ? copy.confirmDetail(shown.name) : undefined}
      confirmLabel={galleryContent.confirmDelete}
      busy={busy}
      busyLabel={galleryContent.deleting}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
