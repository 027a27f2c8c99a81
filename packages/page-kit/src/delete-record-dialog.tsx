import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@trellis/ui/dialogs';
import { errorMessage, toast } from '@trellis/platform';

export interface DeleteRecordDialogProps<T extends { id: number }> {
  open: boolean;
  /** The record to delete; the dialog shows only with one. */
  record: T | null;
  /** The area's resource (`defineResource`), whose delete refreshes its lists. */
  resource: { useDelete: () => UseMutationResult<unknown, Error, number> };
  title: (record: T) => string;
  message: (record: T) => ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The toast once it is gone. */
  deleted: (record: T) => string;
  /** Shown when the server gives no reason. */
  failed: string;
  onClose: () => void;
}

/**
 * Asks before a delete; the record goes with a toast, and a refusal (a record still in use)
 * stays in the dialog with the server's message.
 */
export function DeleteRecordDialog<T extends { id: number }>({
  open,
  record,
  resource,
  title,
  message,
  confirmLabel,
  cancelLabel,
  deleted,
  failed,
  onClose,
}: DeleteRecordDialogProps<T>) {
  const deletion = resource.useDelete();
  const close = () => {
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!record) return;
    deletion.mutate(record.id, {
      onSuccess: () => {
        toast(deleted(record), 'success');
        close();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && record !== null}
      title={record ? title(record) : confirmLabel}
      message={record ? message(record) : null}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, failed) : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
