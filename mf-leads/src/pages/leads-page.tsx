import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { ClipboardList, Plus } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { ListBody, Pagination, pageCountOf, usePageClamp } from '@trellis/ui/lists';
import {
  LEAD_LIST_DEFAULTS,
  LEAD_MESSAGES,
  leadEditPath,
  type Lead,
  leadListQuerySchema,
  LEAD_TABLE_COLUMNS,
} from '@trellis/contracts';
import {
  ColumnsMenu,
  HiddenColumnsProvider,
  ImportButton,
  ImportedFilterNotice,
  importFilter,
  StyledHeaderActions,
  StyledPage,
  useCanExport,
  useListRowSelection,
  ViewsMenu,
} from '@trellis/page-kit';
import { errorMessage, toast, usePermission } from '@trellis/platform';
import { leads } from '../features/leads/api/leads-resource';
import { useCloneLead } from '../features/leads/api/clone-lead';
import { LeadBulkActions } from '../features/leads/components/lead-bulk-actions';
import { LeadStatTiles } from '../features/leads/components/lead-stat-tiles';
import { LeadSearch } from '../features/leads/components/lead-search';
import { LeadsTable } from '../features/leads/components/leads-table';
import { LeadDialogs } from '../features/leads/components/lead-dialogs';
import type { StatusModalLead } from '../features/leads/components/change-status-modal';
import { useTicketCreatedNotice } from '../features/leads/hooks/use-ticket-created-notice';

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export function LeadsPage() {
  const navigate = useNavigate();
  useTicketCreatedNotice();
  const { query, setPage, setFilters } = leads.useListParams();
  const imported = importFilter(setFilters);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = leads.useList(query);
  leads.useLiveUpdates();
  const details = useDialogState<Lead>();
  const status = useDialogState<StatusModalLead>();
  const removal = useDialogState<Lead>();
  const clone = useCloneLead();
  const canCreate = usePermission('create');
  const selection = useListRowSelection(data);
  // Tick boxes only for a reader who may take a bulk action.
  const selectable = useCanExport('leads');

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (its last row deleted, or ?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const filtered = query.search !== LEAD_LIST_DEFAULTS.search;

  const handleEdit = (lead: Pick<Lead, 'id'>) => navigate(leadEditPath(lead.id));
  const handleClone = (lead: Lead) =>
    clone.mutate(lead.id, {
      onSuccess: (copy) => toast(`${lead.code} cloned as ${copy.code}`, 'success'),
      onError: (error) => toast(errorMessage(error, LEAD_MESSAGES.cloneFailed), 'error'),
    });

  return (
    <StyledPage>
      <PageHeader
        title="Leads"
        description="Work opportunities for customers, from bid to ticket."
        actions={
          <StyledHeaderActions>
            <ViewsMenu list="leads" schema={leadListQuerySchema} />
            <ColumnsMenu columns={LEAD_TABLE_COLUMNS} />
            <ImportButton kind="leads" onShowImported={imported.show} />
            {canCreate && (
              <Button icon={<Plus aria-hidden size={16} />} onClick={() => navigate('add')}>
                {LEAD_MESSAGES.addLead}
              </Button>
            )}
          </StyledHeaderActions>
        }
      />
      <ImportedFilterNotice importId={query.import_id} noun="leads" onClear={imported.clear} />
      <LeadStatTiles stats={data?.stats} />
      <LeadSearch search={query.search} onSearchCommit={(search) => setFilters({ search })} />
      {selectable && <LeadBulkActions selection={selection} />}
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading leads..."
        failed={isError}
        failedTitle={LEAD_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={LEAD_MESSAGES.noLeads}
        emptyDescription={
          filtered ? 'Try another search.' : canCreate ? 'Add a lead to get started.' : undefined
        }
        emptyIcon={<ClipboardList aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <StyledList>
            <HiddenColumnsProvider>
              <LeadsTable
                items={data.items}
                sort={{ sort: query.sort, order: query.order }}
                onSortChange={setFilters}
                onChangeStatus={status.show}
                onView={details.show}
                onEdit={handleEdit}
                onClone={handleClone}
                onDelete={removal.show}
                selection={selectable ? selection : undefined}
              />
            </HiddenColumnsProvider>
            {/* The pager shows only when there is more than one page's worth. */}
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                summary={`Page ${query.page} of ${pageCount} • Total ${data.total}`}
                label="Leads pages"
                previousLabel="Prev"
              />
            )}
          </StyledList>
        )}
      </ListBody>
      <LeadDialogs details={details} status={status} removal={removal} onEdit={handleEdit} />
    </StyledPage>
  );
}
