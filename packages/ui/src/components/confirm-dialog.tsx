import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, in the product's fixed wording where it has one. */
  message: ReactNode;
  confirmLabel: string;
  /** The button that backs out; an area with its own texts passes its wording. */
  cancelLabel?: string;
  /** The confirm button's text while the action runs. */
  pendingLabel?: string;
  pending: boolean;
  /** Why the last attempt failed (the server's message), shown in the dialog; null shows nothing. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; a refusal stays in the dialog so it can be read. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Deleting...',
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
      {error && <Alert>{error}</Alert>}
    </Modal>
  );
}
