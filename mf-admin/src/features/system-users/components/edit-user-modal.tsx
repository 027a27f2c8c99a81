import { zodResolver } from '@hookform/resolvers/zod';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import { Field, Select } from '@trellis/ui/forms';
import {
  SYSTEM_USER_EDITABLE_STATUSES,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_STATUS_LABELS,
  systemUserEditBodySchema,
  type SystemUser,
  type SystemUserEditBody,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { FormFooter, StyledForm, useRecordForm } from '@trellis/page-kit';
import { systemUsers, useRoleOptions } from '../api/system-users-resource';
import { UserFields } from './user-fields';

const STATUS_OPTIONS = SYSTEM_USER_EDITABLE_STATUSES.map((value) => ({
  value,
  label: SYSTEM_USER_STATUS_LABELS[value],
}));

function EditForm({ user, onDone }: { user: SystemUser; onDone: () => void }) {
  const update = systemUsers.useUpdate();
  const { data: roles = [] } = useRoleOptions();
  // A pending invitee stays pending until they set a password: not staff's to change. A pending
  // account without a role registered itself and waits for approval: giving it a role and
  // Active approves it.
  const awaitingApproval = user.status === 'pending' && user.role === null;
  const statusLocked = user.status === 'pending' && !awaitingApproval;
  const { register, handleSubmit, formState } = useRecordForm(
    zodResolver(systemUserEditBodySchema),
    {
      name: user.name,
      email: user.email,
      role_id: user.role ? String(user.role.id) : '',
      ...(statusLocked ? {} : { status: user.status === 'pending' ? 'active' : user.status }),
    },
    update.error,
  );
  const handleSave = (body: SystemUserEditBody) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          toast(SYSTEM_USER_MESSAGES.updated, 'success');
          onDone();
        },
      },
    );
  const { errors } = formState;
  const id = `system-user-${user.id}`;
  return (
    <StyledForm
      noValidate
      aria-label={SYSTEM_USER_MESSAGES.editUser}
      onSubmit={handleSubmit(handleSave)}
    >
      <UserFields
        idPrefix={id}
        fields={{ name: register('name'), email: register('email'), role_id: register('role_id') }}
        errors={errors}
        roles={roles}
      />
      {!statusLocked && (
        <Field label="Status" htmlFor={`${id}-status`} error={errors.status?.message}>
          <Select
            id={`${id}-status`}
            options={STATUS_OPTIONS}
            invalid={!!errors.status}
            {...register('status')}
          />
        </Field>
      )}
      <FormFooter
        error={update.error && errorMessage(update.error, SYSTEM_USER_MESSAGES.saveFailed)}
        saving={update.isPending}
        submitLabel={SYSTEM_USER_MESSAGES.updateUser}
        onCancel={onDone}
      />
    </StyledForm>
  );
}

/** Name, email, role and Active or Inactive; inactive ends the user's sessions at once. */
export function EditUserModal({ dialog }: { dialog: DialogView<SystemUser> }) {
  return (
    <DialogModal dialog={dialog} title={SYSTEM_USER_MESSAGES.editUser} size="sm">
      {(user) => <EditForm user={user} onDone={dialog.close} />}
    </DialogModal>
  );
}
