import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Modal, type ModalSize } from '@trellis/ui/dialogs';
import { useRecordSave } from './use-record-save';

/** What an add-or-edit form takes from the dialog that saves it. */
export interface RecordFormProps<Body> {
  saving: boolean;
  /** The last save's failure (a duplicate is a 409 with the server's reason). */
  error: unknown;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

export interface RecordFormModalProps<Body> {
  open: boolean;
  /** The record to edit, or null for a new one. */
  record: { id: number } | null;
  /** The area's resource (`defineResource`), whose writes refresh its lists. */
  resource: {
    useCreate: () => UseMutationResult<unknown, Error, Body>;
    useUpdate: () => UseMutationResult<unknown, Error, { id: number; body: Body }>;
  };
  /** The toasts once saved. */
  toasts: { created: string; updated: string };
  title: string;
  size?: ModalSize;
  onClose: () => void;
  /** The form, keyed by the dialog's opening so it starts afresh each time. */
  children: (form: RecordFormProps<Body>) => ReactNode;
}

/**
 * The one dialog for Add and Edit: it creates when there is no record, else updates it, toasts
 * and closes; closing clears a failed save, so the form opens clean.
 */
export function RecordFormModal<Body>({
  open,
  record,
  resource,
  toasts,
  title,
  size,
  onClose,
  children,
}: RecordFormModalProps<Body>) {
  const save = useRecordSave(resource, record, toasts, onClose);
  return (
    <Modal open={open} onClose={save.close} title={title} size={size}>
      {children({
        saving: save.pending,
        error: save.error,
        onSubmit: save.submit,
        onCancel: save.close,
      })}
    </Modal>
  );
}
