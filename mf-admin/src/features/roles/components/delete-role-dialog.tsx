import { ROLE_MESSAGES, type RoleItem } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { ConfirmDialog } from '@trellis/ui/dialogs';
import { roles } from '../api/roles-resource';

export interface DeleteRoleDialogProps {
  open: boolean;
  role: RoleItem | null;
  onClose: () => void;
}

/** Asks first; a role still held by users is refused (409) with the server's count, shown here. */
export function DeleteRoleDialog({ open, role, onClose }: DeleteRoleDialogProps) {
  const deletion = roles.useDelete<{ id: number; message: string }>();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!role) return;
    deletion.mutate(role.id, {
      onSuccess: () => {
        toast(ROLE_MESSAGES.deleted, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && role !== null}
      title="Delete Role"
      message={role ? ROLE_MESSAGES.deleteConfirm(role.name) : null}
      confirmLabel="Delete"
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, ROLE_MESSAGES.deleteFailed) : null}
      onConfirm={handleConfirm}
      onClose={handleClose}
    />
  );
}
