import { Modal } from '@trellis/ui/dialogs';
import { useRecordSave } from '@trellis/page-kit';
import { ROLE_MESSAGES, type RoleItem } from '@trellis/contracts';
import { roles } from '../api/roles-resource';
import { RoleForm } from './role-form';

export interface RoleFormModalProps {
  open: boolean;
  /** The role to edit, or null for a new one. */
  role: RoleItem | null;
  /** Changes on every opening: the form starts afresh each time. */
  instance: number;
  onClose: () => void;
}

/** 'Add New Role' and a card's edit icon: the one form, empty or filled from the role. */
export function RoleFormModal({ open, role, instance, onClose }: RoleFormModalProps) {
  const save = useRecordSave(roles, role, ROLE_MESSAGES, onClose);
  return (
    <Modal
      open={open}
      onClose={save.close}
      title={role ? ROLE_MESSAGES.editRole : ROLE_MESSAGES.addRole}
      size="md"
    >
      <RoleForm
        key={instance}
        defaultValues={
          role
            ? { name: role.name, description: role.description, permissions: role.permissions }
            : { name: '', description: '', permissions: [] }
        }
        submitLabel={role ? ROLE_MESSAGES.updateRole : ROLE_MESSAGES.createRole}
        saving={save.pending}
        error={save.error}
        onSubmit={save.submit}
        onCancel={save.close}
      />
    </Modal>
  );
}
