import { Modal } from '@trellis/ui';
import { ROLE_MESSAGES, type RoleBody, type RoleItem } from '@trellis/contracts';
import { toast } from '@trellis/platform';
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
  const create = roles.useCreate();
  const update = roles.useUpdate();
  const save = role ? update : create;
  const handleClose = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const handleSubmit = (body: RoleBody) => {
    const onSuccess = () => {
      toast(role ? ROLE_MESSAGES.updated : ROLE_MESSAGES.created, 'success');
      handleClose();
    };
    if (role) update.mutate({ id: role.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };
  return (
    <Modal
      open={open}
      onClose={handleClose}
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
        saving={save.isPending}
        error={save.error}
        onSubmit={handleSubmit}
        onCancel={handleClose}
      />
    </Modal>
  );
}
