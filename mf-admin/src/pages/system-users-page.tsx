import { UserPlus, Users } from 'lucide-react';
import { Button } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import {
  SYSTEM_USER_LIST_DEFAULTS,
  SYSTEM_USER_TABLE_COLUMNS,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_STATUS_FILTER_LABELS,
  SYSTEM_USER_STATUS_FILTERS,
  type SystemUser,
  systemUserListQuerySchema,
} from '@trellis/contracts';
import {
  DeleteRecordDialog,
  FilterSelect,
  isFiltered,
  ListPage,
  RecordFilter,
  useListPage,
} from '@trellis/page-kit';
import { systemUsers, useRoleOptions } from '../features/system-users/api/system-users-resource';
import { EditUserModal } from '../features/system-users/components/edit-user-modal';
import { systemUserBulk } from '../features/system-users/components/system-user-bulk-actions';
import { InviteUserModal } from '../features/system-users/components/invite-user-modal';
import { SystemUserStatCards } from '../features/system-users/components/system-user-stat-cards';
import { SystemUsersTable } from '../features/system-users/components/system-users-table';
import { ViewUserModal } from '../features/system-users/components/view-user-modal';

/** /system-users: the real staff accounts, invitations, guard rails. */
export function SystemUsersPage() {
  const state = useListPage(systemUsers);
  const { query, setFilters } = state;
  const { data: roles = [] } = useRoleOptions();
  const invite = useDialogState<true>();
  const view = useDialogState<SystemUser>();
  const edit = useDialogState<SystemUser>();
  const removal = useDialogState<SystemUser>();

  return (
    <ListPage
      state={state}
      views={{ list: 'system-users', schema: systemUserListQuerySchema }}
      columns={SYSTEM_USER_TABLE_COLUMNS}
      title={SYSTEM_USER_MESSAGES.title}
      description="Staff accounts, their roles and whether they can sign in."
      actions={
        <Button icon={<UserPlus aria-hidden size={16} />} onClick={() => invite.show(true)}>
          {SYSTEM_USER_MESSAGES.inviteUser}
        </Button>
      }
      stats={<SystemUserStatCards stats={state.list.data?.stats} />}
      searchLabel="Search users"
      searchPlaceholder={SYSTEM_USER_MESSAGES.searchPlaceholder}
      filters={
        <>
          <RecordFilter
            label="Role"
            value={query.role_id}
            options={roles}
            allLabel={SYSTEM_USER_MESSAGES.allRoles}
            unknownLabel={(id) => `Role ${id}`}
            onChange={(roleId) => setFilters({ role_id: roleId })}
          />
          <FilterSelect
            label="Status"
            value={query.status}
            values={SYSTEM_USER_STATUS_FILTERS}
            labelOf={(value) => SYSTEM_USER_STATUS_FILTER_LABELS[value]}
            onChange={(status) => setFilters({ status })}
          />
        </>
      }
      filtered={isFiltered(query, SYSTEM_USER_LIST_DEFAULTS, ['search', 'status', 'role_id'])}
      pagesLabel="System users pages"
      loadingLabel="Loading users..."
      failedTitle={SYSTEM_USER_MESSAGES.loadFailed}
      emptyTitle={SYSTEM_USER_MESSAGES.noUsers}
      emptyIcon={<Users aria-hidden />}
      bulk={systemUserBulk(roles)}
      rows={(items, selection) => (
        <SystemUsersTable
          items={items}
          sort={{ sort: query.sort, order: query.order }}
          onSortChange={setFilters}
          onView={view.show}
          onEdit={edit.show}
          onDelete={removal.show}
          selection={selection}
        />
      )}
    >
      <InviteUserModal dialog={invite} />
      <ViewUserModal dialog={view} />
      <EditUserModal dialog={edit} />
      <DeleteRecordDialog
        resource={systemUsers}
        open={removal.open}
        record={removal.subject}
        title={() => 'Delete User'}
        message={(user) => SYSTEM_USER_MESSAGES.deleteConfirm(user.name)}
        confirmLabel="Delete"
        deleted={() => SYSTEM_USER_MESSAGES.deleted}
        failed={SYSTEM_USER_MESSAGES.deleteFailed}
        onClose={removal.close}
      />
    </ListPage>
  );
}
