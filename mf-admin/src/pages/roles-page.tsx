import { Plus, ShieldCheck } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { ListBody } from '@trellis/ui/lists';
import { ROLE_MESSAGES, type RoleItem } from '@trellis/contracts';
import { StyledFilterBar, StyledPage } from '@trellis/page-kit';
import { roles } from '../features/roles/api/roles-resource';
import { DeleteRoleDialog } from '../features/roles/components/delete-role-dialog';
import { RoleFormModal } from '../features/roles/components/role-form-modal';
import { RoleGrid } from '../features/roles/components/role-grid';
import { RoleStatCards } from '../features/roles/components/role-stat-cards';

/** /roles: the stored roles as cards, with search and full CRUD. */
export function RolesPage() {
  const { query, setFilters } = roles.useListParams();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = roles.useList(query);
  roles.useLiveUpdates();
  const form = useDialogState<{ role: RoleItem | null }>();
  const removal = useDialogState<RoleItem>();

  return (
    <StyledPage>
      <PageHeader
        title={ROLE_MESSAGES.title}
        description="Roles and the permissions they grant."
        actions={
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => form.show({ role: null })}>
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
        {data && (
          <RoleGrid
            items={data.items}
            onEdit={(role) => form.show({ role })}
            onDelete={removal.show}
          />
        )}
      </ListBody>
      <RoleFormModal
        open={form.open}
        role={form.subject?.role ?? null}
        instance={form.instance}
        onClose={form.close}
      />
      <DeleteRoleDialog open={removal.open} role={removal.subject} onClose={removal.close} />
    </StyledPage>
  );
}
