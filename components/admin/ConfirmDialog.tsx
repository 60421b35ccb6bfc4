import { Button } from '#components/ui/Button.tsx';
import { Modal } from '#components/ui/Modal.tsx';
import { dialogContent } from './admin.content.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. SPEC's 'Are you sure you want to delete this folder?' */
  question: string;
  detail?: string;
  confirmLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something irreversible; Cancel is the safe default. */
export function ConfirmDialog({ open, question, detail, confirmLabel, busy, busyLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => undefined : onCancel} title={question} size="sm">
      {detail && <p className="text-sm text-stone-600">{detail}</p>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" className="text-stone-700" onClick={onCancel} disabled={busy} data-autofocus>
          {dialogContent.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
