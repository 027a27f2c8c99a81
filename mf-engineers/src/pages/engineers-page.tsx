import {
  ColumnsMenu,
  HiddenColumnsProvider,
  ImportButton,
  ImportedFilterNotice,
  StyledHeaderActions,
  StyledPage,
  useCanExport,
  useListRowSelection,
  ViewsMenu,
} from '@trellis/page-kit';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { HardHat, Plus } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { PagedList } from '@trellis/ui/lists';
import {
  ENGINEER_MESSAGES,
  type EngineerListItem,
  engineerListQuerySchema,
} from '@trellis/contracts';
import { useBusinessToday, usePermission } from '@trellis/platform';
import { useEngineers } from '../features/engineers/api/get-engineers';
import { EngineerBulkActions } from '../features/engineers/components/engineer-bulk-actions';
import { EngineerStatCards } from '../features/engineers/components/engineer-stat-cards';
import { EngineerFilters } from '../features/engineers/components/engineer-filters';
import {
  ENGINEER_TABLE_COLUMNS,
  EngineersTable,
} from '../features/engineers/components/engineers-table';
import { DeleteEngineerDialog } from '../features/engineers/components/delete-engineer-dialog';
import { useEngineerListParams } from '../features/engineers/hooks/use-engineer-list-params';
import { useEngineerListLiveUpdates } from '../features/engineers/hooks/use-engineer-list-live-updates';
import { useRecentlyUpdatedIds } from '../features/engineers/hooks/use-recently-updated';

// The invitation form and its form library load when first asked for, not with the list: they
// were a third of the remote's first visit (react-hook-form alone is 15 KB gzip).
const InviteEngineerModal = lazy(() =>
  import('../features/engineers/components/invite-engineer-modal').then((module) => ({
    default: module.InviteEngineerModal,
  })),
);

/** /engineers: the cards, search and compliance filter, the table, live updates. */
export function EngineersPage() {
  const navigate = useNavigate();
  const today = useBusinessToday();
  const { query, setPage, setSearch, setDocuments, setSort, setImport } = useEngineerListParams();
  const list = useEngineers(query);
  const { data } = list;
  useEngineerListLiveUpdates(query);
  const recentlyUpdated = useRecentlyUpdatedIds();
  const removal = useDialogState<EngineerListItem>();
  const invite = useDialogState<true>();
  const canManage = usePermission('manage_team');
  const selection = useListRowSelection(data);
  // Tick boxes only for a reader who may take a bulk action.
  const selectable = useCanExport('engineers');

  const filtered =
    query.search !== '' || query.documents !== 'all' || query.import_id !== undefined;

  return (
    <StyledPage>
      <PageHeader
        title="Engineers"
        description="Field engineers; their profiles come from the mobile app."
        actions={
          <StyledHeaderActions>
            <ViewsMenu list="engineers" schema={engineerListQuerySchema} />
            <ColumnsMenu columns={ENGINEER_TABLE_COLUMNS} />
            <ImportButton kind="engineers" onShowImported={setImport} />
            {canManage && (
              <Button icon={<Plus aria-hidden size={16} />} onClick={() => invite.show(true)}>
                {ENGINEER_MESSAGES.addEngineer}
              </Button>
            )}
          </StyledHeaderActions>
        }
      />
      <ImportedFilterNotice
        importId={query.import_id}
        noun="engineers"
        onClear={() => setImport(undefined)}
      />
      <EngineerStatCards total={data?.total} />
      <EngineerFilters
        search={query.search}
        documents={query.documents}
        onSearchCommit={setSearch}
        onDocumentsChange={setDocuments}
      />
      {selectable && <EngineerBulkActions selection={selection} />}
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Engineers pages"
        showPageNumbers={false}
        previousLabel="Prev"
        loadingLabel="Loading engineers..."
        failedTitle={ENGINEER_MESSAGES.listLoadFailed}
        emptyTitle={ENGINEER_MESSAGES.noEngineers}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canManage
              ? 'Add an engineer to get started.'
              : undefined
        }
        emptyIcon={<HardHat aria-hidden />}
      >
        {(items) => (
          <HiddenColumnsProvider>
            <EngineersTable
              items={items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setSort}
              recentlyUpdated={recentlyUpdated}
              today={today}
              onView={(engineer) => navigate(String(engineer.id))}
              onDelete={removal.show}
              selection={selectable ? selection : undefined}
            />
          </HiddenColumnsProvider>
        )}
      </PagedList>
      <DeleteEngineerDialog dialog={removal} />
      {invite.instance > 0 && (
        <Suspense fallback={null}>
          <InviteEngineerModal dialog={invite} />
        </Suspense>
      )}
    </StyledPage>
  );
}
