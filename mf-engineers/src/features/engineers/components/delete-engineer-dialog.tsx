import { ConfirmDialog, type DialogView } from '@trellis/ui/dialogs';
import { ENGINEER_MESSAGES } from '@trellis/contracts';
import { toast } from '@trellis/platform';
import { useDeleteEngineer } from '../api/delete-engineer';

export interface DeleteEngineerDialogProps {
  dialog: DialogView<{ id: number; name: string }>;
  /** After a successful delete (the detail page goes back to the list). */
  onDeleted?: () => void;
}

/** The reason a delete failed: the server's message, else the error's own. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks 'Are you sure you want to delete {name}?'; success and failure are toasts with the
 * product's fixed texts (a refusal while tickets are open carries the server's reason).
 */
export function DeleteEngineerDialog({ dialog, onDeleted }: DeleteEngineerDialogProps) {
  const { subject: engineer, close: onClose } = dialog;
  const deletion = useDeleteEngineer();
  const handleDelete = () => {
    if (!engineer) return;
    deletion.mutate(engineer.id, {
      onSuccess: () => {
        toast(ENGINEER_MESSAGES.deleted, 'success');
        onClose();
        onDeleted?.();
      },
      onError: (error) => {
        toast(ENGINEER_MESSAGES.deleteFailed(reasonOf(error)), 'error');
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={dialog.open}
      title="Delete Engineer"
      message={engineer ? ENGINEER_MESSAGES.deleteConfirm(engineer.name) : null}
      confirmLabel={ENGINEER_MESSAGES.delete}
      pending={deletion.isPending}
      // Success and failure are both toasts here, so the dialog never holds an error.
      error={null}
      onConfirm={handleDelete}
      onClose={onClose}
    />
  );
}
