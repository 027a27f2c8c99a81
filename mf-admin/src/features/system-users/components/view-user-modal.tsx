import styled from 'styled-components';
import { Alert, Avatar, Button } from '@trellis/ui/controls';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import { formatDate } from '@trellis/ui/format';
import { SYSTEM_USER_MESSAGES, lastLoginText, type SystemUser } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { DetailList, StyledFormButtons } from '@trellis/page-kit';
import { systemUsers, useResendInvitation } from '../api/system-users-resource';
import { formatStamp } from '../utils/format-stamp';
import { SystemUserStatusBadge } from './system-user-status-badge';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

function UserDetails({ user, onDone }: { user: SystemUser; onDone: () => void }) {
  const update = systemUsers.useUpdate();
  const resend = useResendInvitation();
  const failure = update.error ?? resend.error;
  const active = user.status === 'active';

  // Deactivating ends the user's sessions at once; the server refuses your own account and the
  // last active one, and says so.
  const setStatus = (status: 'active' | 'inactive') =>
    user.role &&
    update.mutate(
      { id: user.id, body: { name: user.name, email: user.email, role_id: user.role.id, status } },
      {
        onSuccess: () => {
          toast(SYSTEM_USER_MESSAGES.updated, 'success');
          onDone();
        },
      },
    );
  const handleResend = () =>
    resend.mutate(user.id, { onSuccess: ({ message }) => toast(message, 'success') });

  return (
    <StyledBody>
      <Avatar name={user.name} src={user.avatar} size="lg" />
      <DetailList
        details={{
          Name: user.name,
          Email: user.email,
          Role: user.role?.name ?? SYSTEM_USER_MESSAGES.noRole,
          Status: <SystemUserStatusBadge status={user.status} />,
          'Last Login': lastLoginText(user.last_login, formatStamp),
          Created: formatDate(user.created_at),
        }}
      />
      {failure && <Alert>{errorMessage(failure, SYSTEM_USER_MESSAGES.saveFailed)}</Alert>}
      <StyledFormButtons>
        {user.status === 'pending' && (
          <Button variant="secondary" onClick={handleResend} disabled={resend.isPending}>
            {SYSTEM_USER_MESSAGES.resendInvitation}
          </Button>
        )}
        {user.status !== 'pending' && user.role && (
          <Button
            variant={active ? 'danger' : 'secondary'}
            onClick={() => setStatus(active ? 'inactive' : 'active')}
            disabled={update.isPending}
          >
            {active ? 'Deactivate' : 'Activate'}
          </Button>
        )}
        <Button onClick={onDone}>Close</Button>
      </StyledFormButtons>
    </StyledBody>
  );
}

/** The view icon: the user's details, with Deactivate/Activate and, when pending, Resend. */
export function ViewUserModal({ dialog }: { dialog: DialogView<SystemUser> }) {
  return (
    <DialogModal dialog={dialog} title={SYSTEM_USER_MESSAGES.viewUser} size="sm">
      {(user) => <UserDetails user={user} onDone={dialog.close} />}
    </DialogModal>
  );
}
