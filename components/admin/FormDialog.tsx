import { createContext, Fragment, useContext, useEffect, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '#components/ui/Modal.tsx';

const LockContext = createContext<(saving: boolean) => void>(() => undefined);

interface FormDialogProps {
  open: boolean;
  /** Changes on every opening: the form inside is mounted afresh (see `useDialog`). */
  session: number;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  children: ReactNode;
}

/** A modal holding one admin form: it starts afresh on every opening and cannot be closed while saving. */
export function FormDialog({ open, session, title, size, onClose, children }: FormDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Modal open={open} onClose={saving ? () => undefined : onClose} title={title} size={size}>
      <LockContext value={setSaving}>
        <Fragment key={session}>{children}</Fragment>
      </LockContext>
    </Modal>
  );
}

/** Called by the form inside a FormDialog with its pending state: the dialog must not close while the save is under way. */
export function useDialogLock(pending: boolean) {
  const lock = useContext(LockContext);
  useEffect(() => lock(pending), [pending, lock]);
}
