import { UserPlus, Users } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { PagedList } from '@trellis/ui/lists';
import {
  SYSTEM_USER_LIST_DEFAULTS,
  SYSTEM_USER_MESSAGES,
  type SystemUser,
} from '@trellis/contracts';
import { StyledPage } from '@trellis/page-kit';
import { systemUsers, useRoleOptions } from '../features/system-users/api/system-users-resource';
import { DeleteUserDialog } from '../features/system-users/components/delete-user-dialog';
import { EditUserModal } from '../features/system-users/components/edit-user-modal';
import { InviteUserModal } from '../features/system-users/components/invite-user-modal';
import { SystemUserFilters } from '../features/system-users/components/system-user-filters';
import { SystemUserStatCards } from '../features/system-users/components/system-user-stat-cards';
import { SystemUsersTable } from '../features/system-users/components/system-users-table';
import { ViewUserModal } from '../features/system-users/components/view-user-modal';

/** /system-users: the real staff accounts, invitations, guard rails. */
export function SystemUsersPage() {
  const { query, setPage, setFilters } = systemUsers.useListParams();
  const list = systemUsers.useList(query);
  const { data } = list;
  const { data: roles = [] } = useRoleOptions();
  systemUsers.useLiveUpdates();
  const invite = useDialogState<true>();
  const view = useDialogState<SystemUser>();
  const edit = useDialogState<SystemUser>();
  const removal = useDialogState<SystemUser>();

  const filtered =
    query.search !== SYSTEM_USER_LIST_DEFAULTS.search ||
    query.status !== SYSTEM_USER_LIST_DEFAULTS.status ||
    query.role_id !== undefined;

  return (
    <StyledPage>
      <PageHeader
        title={SYSTEM_USER_MESSAGES.title}
        description="Staff accounts, their roles and whether they can sign in."
        actions={
          <Button icon={<UserPlus aria-hidden size={16} />} onClick={() => invite.show(true)}>
            {SYSTEM_USER_MESSAGES.inviteUser}
          </Button>
        }
      />
      <SystemUserStatCards stats={data?.stats} />
      <SystemUserFilters
        search={query.search}
        roleId={query.role_id}
        status={query.status}
        roles={roles}
        onSearchCommit={(search) => setFilters({ search })}
        onRoleChange={(roleId) => setFilters({ role_id: roleId })}
        onStatusChange={(status) => setFilters({ status })}
      />
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="System users pages"
        loadingLabel="Loading users..."
        failedTitle={SYSTEM_USER_MESSAGES.loadFailed}
        emptyTitle={SYSTEM_USER_MESSAGES.noUsers}
        emptyDescription={filtered ? 'Try another search or filter.' : undefined}
        emptyIcon={<Users aria-hidden />}
      >
        {(items) => (
          <SystemUsersTable
            items={items}
            sort={{ sort: query.sort, order: query.order }}
            onSortChange={setFilters}
            onView={view.show}
            onEdit={edit.show}
            onDelete={removal.show}
          />
        )}
      </PagedList>
      <InviteUserModal open={invite.open} instance={invite.instance} onClose={invite.close} />
      <ViewUserModal
        open={view.open}
        user={view.subject}
        instance={view.instance}
        onClose={view.close}
      />
      <EditUserModal
        open={edit.open}
        user={edit.subject}
        instance={edit.instance}
        onClose={edit.close}
      />
      <DeleteUserDialog open={removal.open} user={removal.subject} onClose={removal.close} />
    </StyledPage>
  );
}
