import { SYSTEM_USER_MESSAGES, type SystemUser } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { ConfirmDialog } from '@trellis/ui/dialogs';
import { systemUsers } from '../api/system-users-resource';

export interface DeleteUserDialogProps {
  open: boolean;
  user: SystemUser | null;
  onClose: () => void;
}

/** Asks first; the server's refusal (your own account, the last active one) stays in the dialog. */
export function DeleteUserDialog({ open, user, onClose }: DeleteUserDialogProps) {
  const deletion = systemUsers.useDelete<{ id: number; message: string }>();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!user) return;
    deletion.mutate(user.id, {
      onSuccess: () => {
        toast(SYSTEM_USER_MESSAGES.deleted, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && user !== null}
      title="Delete User"
      message={user ? SYSTEM_USER_MESSAGES.deleteConfirm(user.name) : null}
      confirmLabel="Delete"
      pending={deletion.isPending}
      error={
        deletion.error ? errorMessage(deletion.error, SYSTEM_USER_MESSAGES.deleteFailed) : null
      }
      onConfirm={handleConfirm}
      onClose={handleClose}
    />
  );
}
