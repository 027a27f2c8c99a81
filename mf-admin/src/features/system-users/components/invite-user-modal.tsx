import { zodResolver } from '@hookform/resolvers/zod';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import {
  SYSTEM_USER_MESSAGES,
  systemUserInviteBodySchema,
  type SystemUserInviteBody,
} from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { FormFooter, StyledForm, useRecordForm } from '@trellis/page-kit';
import { systemUsers, useRoleOptions } from '../api/system-users-resource';
import { UserFields } from './user-fields';

function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = systemUsers.useCreate();
  const { data: roles = [] } = useRoleOptions();
  const { register, handleSubmit, formState } = useRecordForm(
    zodResolver(systemUserInviteBodySchema),
    { name: '', email: '', role_id: '' },
    invite.error,
  );
  const handleSave = (body: SystemUserInviteBody) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast(SYSTEM_USER_MESSAGES.invitationSent(body.email), 'success');
        onDone();
      },
    });
  return (
    <StyledForm
      noValidate
      aria-label={SYSTEM_USER_MESSAGES.inviteUser}
      onSubmit={handleSubmit(handleSave)}
    >
      <UserFields
        idPrefix="invite-user"
        fields={{
          name: register('name'),
          email: register('email'),
          role_id: register('role_id'),
        }}
        errors={formState.errors}
        roles={roles}
      />
      <FormFooter
        error={invite.error && errorMessage(invite.error, SYSTEM_USER_MESSAGES.inviteFailed)}
        saving={invite.isPending}
        submitLabel={SYSTEM_USER_MESSAGES.sendInvitation}
        savingLabel="Sending..."
        onCancel={onDone}
      />
    </StyledForm>
  );
}

/**
 * 'Invite User': name, email and role. The account is pending until the invitee sets a
 * password from the emailed link.
 */
export function InviteUserModal({ dialog }: { dialog: DialogView<true> }) {
  return (
    <DialogModal dialog={dialog} title={SYSTEM_USER_MESSAGES.inviteUser} size="sm">
      {() => <InviteForm onDone={dialog.close} />}
    </DialogModal>
  );
}
