import styled from 'styled-components';
import { Alert, Avatar, Button } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { formatDate } from '@trellis/ui/format';
import { SYSTEM_USER_MESSAGES, lastLoginText, type SystemUser } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { StyledFormButtons } from '@trellis/page-kit';
import { systemUsers, useResendInvitation } from '../api/system-users-resource';
import { formatStamp } from '../utils/format-stamp';
import { SystemUserStatusBadge } from './system-user-status-badge';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function UserDetails({ user, onDone }: { user: SystemUser; onDone: () => void }) {
  const update = systemUsers.useUpdate();
  const resend = useResendInvitation();
  const failure = update.error ?? resend.error;

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
      <StyledDetails>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role?.name ?? SYSTEM_USER_MESSAGES.noRole}</dd>
        <dt>Status</dt>
        <dd>
          <SystemUserStatusBadge status={user.status} />
        </dd>
        <dt>Last Login</dt>
        <dd>{lastLoginText(user.last_login, formatStamp)}</dd>
        <dt>Created</dt>
        <dd>{formatDate(user.created_at)}</dd>
      </StyledDetails>
      {failure && <Alert>{errorMessage(failure, SYSTEM_USER_MESSAGES.saveFailed)}</Alert>}
      <StyledFormButtons>
        {user.status === 'pending' && (
          <Button variant="secondary" onClick={handleResend} disabled={resend.isPending}>
            {SYSTEM_USER_MESSAGES.resendInvitation}
          </Button>
        )}
        {user.status === 'active' && user.role && (
          <Button
            variant="danger"
            onClick={() => setStatus('inactive')}
            disabled={update.isPending}
          >
            Deactivate
          </Button>
        )}
        {user.status === 'inactive' && user.role && (
          <Button
            variant="secondary"
            onClick={() => setStatus('active')}
            disabled={update.isPending}
          >
            Activate
          </Button>
        )}
        <Button onClick={onDone}>Close</Button>
      </StyledFormButtons>
    </StyledBody>
  );
}

export interface ViewUserModalProps {
  open: boolean;
  user: SystemUser | null;
  /** Changes on every opening: a failure from the last time is not shown again. */
  instance: number;
  onClose: () => void;
}

/** The view icon: the user's details, with Deactivate/Activate and, when pending, Resend. */
export function ViewUserModal({ open, user, instance, onClose }: ViewUserModalProps) {
  return (
    <Modal
      open={open && user !== null}
      onClose={onClose}
      title={SYSTEM_USER_MESSAGES.viewUser}
      size="sm"
    >
      {user && <UserDetails key={instance} user={user} onDone={onClose} />}
    </Modal>
  );
}
