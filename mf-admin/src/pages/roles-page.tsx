import { Plus, ShieldCheck } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { ListBody } from '@trellis/ui/lists';
import { ROLE_MESSAGES, type RoleItem } from '@trellis/contracts';
import {
  DeleteRecordDialog,
  RecordFormModal,
  useRecordDialogs,
  StyledFilterBar,
  StyledPage,
} from '@trellis/page-kit';
import { roles } from '../features/roles/api/roles-resource';
import { RoleForm } from '../features/roles/components/role-form';
import { RoleGrid } from '../features/roles/components/role-grid';
import { RoleStatCards } from '../features/roles/components/role-stat-cards';

/** /roles: the stored roles as cards, with search and full CRUD. */
export function RolesPage() {
  const { query, setFilters } = roles.useListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = roles.useList(query);
  roles.useLiveUpdates();
  const { form, removal, editing, add, edit } = useRecordDialogs<RoleItem>();

  return (
    <StyledPage>
      <PageHeader
        title={ROLE_MESSAGES.title}
        description="Roles and the permissions they grant."
        actions={
          <Button icon={<Plus aria-hidden size={16} />} onClick={add}>
            {ROLE_MESSAGES.addRole}
          </Button>
        }
      />
      <RoleStatCards stats={data?.stats} />
      <StyledFilterBar role="search">
        <DebouncedSearchInput
          label="Search roles"
          placeholder={ROLE_MESSAGES.searchPlaceholder}
          value={query.search}
          onCommit={(search) => setFilters({ search })}
        />
      </StyledFilterBar>
      <ListBody
        loading={isPending || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading roles..."
        failed={isError}
        failedTitle={ROLE_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={ROLE_MESSAGES.noRoles}
        emptyIcon={<ShieldCheck aria-hidden />}
        busy={isFetching}
      >
        {data && <RoleGrid items={data.items} onEdit={edit} onDelete={removal.show} />}
      </ListBody>
      <RecordFormModal
        dialog={form}
        resource={roles}
        toasts={ROLE_MESSAGES}
        title={editing ? ROLE_MESSAGES.editRole : ROLE_MESSAGES.addRole}
      >
        {(save) => (
          <RoleForm
            defaultValues={
              editing
                ? {
                    name: editing.name,
                    description: editing.description,
                    permissions: editing.permissions,
                  }
                : { name: '', description: '', permissions: [] }
            }
            submitLabel={editing ? ROLE_MESSAGES.updateRole : ROLE_MESSAGES.createRole}
            {...save}
          />
        )}
      </RecordFormModal>
      <DeleteRecordDialog
        resource={roles}
        open={removal.open}
        record={removal.subject}
        title={() => 'Delete Role'}
        message={(role) => ROLE_MESSAGES.deleteConfirm(role.name)}
        confirmLabel="Delete"
        deleted={() => ROLE_MESSAGES.deleted}
        failed={ROLE_MESSAGES.deleteFailed}
        onClose={removal.close}
      />
    </StyledPage>
  );
}
