import { Fragment, type ReactNode } from 'react';
import type { DialogView } from '../hooks/use-dialog-state';
import { Modal, type ModalSize } from './modal';

export interface DialogModalProps<T> {
  /** The dialog's `useDialogState`: open while it holds a subject. */
  dialog: DialogView<T>;
  title: string;
  size?: ModalSize;
  /**
   * The body for the subject. It is built afresh at every opening, so a form starts from the
   * saved record each time and a failure from the last time is not shown again.
   */
  children: (subject: T) => ReactNode;
}

/** A dialog about one subject (a record to view or edit, an invitation to write). */
export function DialogModal<T>({ dialog, title, size, children }: DialogModalProps<T>) {
  const { subject } = dialog;
  return (
    <Modal open={dialog.open} onClose={dialog.close} title={title} size={size}>
      {subject !== null && <Fragment key={dialog.instance}>{children(subject)}</Fragment>}
    </Modal>
  );
}
