import { Fragment, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Modal, useDialogState, type DialogView, type ModalSize } from '@trellis/ui/dialogs';
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
  /** The dialog (`useRecordDialogs`' `form`): open with the record to edit, or null for a new one. */
  dialog: DialogView<{ record: { id: number } | null }>;
  /** The area's resource (`defineResource`), whose writes refresh its lists. */
  resource: {
    useCreate: () => UseMutationResult<unknown, Error, Body>;
    useUpdate: () => UseMutationResult<unknown, Error, { id: number; body: Body }>;
  };
  /** The toasts once saved. */
  toasts: { created: string; updated: string };
  title: string;
  size?: ModalSize;
  /** The form, built afresh at each opening. */
  children: (form: RecordFormProps<Body>) => ReactNode;
}

/**
 * The one dialog for Add and Edit: it creates when there is no record, else updates it, toasts
 * and closes; closing clears a failed save, so the form opens clean.
 */
export function RecordFormModal<Body>({
  dialog,
  resource,
  toasts,
  title,
  size,
  children,
}: RecordFormModalProps<Body>) {
  const save = useRecordSave(resource, dialog.subject?.record ?? null, toasts, dialog.close);
  return (
    <Modal open={dialog.open} onClose={save.close} title={title} size={size}>
      <Fragment key={dialog.instance}>
        {children({
          saving: save.pending,
          error: save.error,
          onSubmit: save.submit,
          onCancel: save.close,
        })}
      </Fragment>
    </Modal>
  );
}

/**
 * A list page's Add/Edit dialog (`form`, for `RecordFormModal`) and its Delete dialog
 * (`removal`, for `DeleteRecordDialog`).
 */
export function useRecordDialogs<T>() {
  const form = useDialogState<{ record: T | null }>();
  const removal = useDialogState<T>();
  return {
    form,
    removal,
    /** The record the form edits; null while it adds one. */
    editing: form.subject?.record ?? null,
    add: () => form.show({ record: null }),
    edit: (record: T) => form.show({ record }),
  };
}
