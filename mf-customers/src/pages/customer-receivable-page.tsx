import { ReceiptText } from 'lucide-react';
import { PageHeader } from '@trellis/ui/controls';
import { PagedList } from '@trellis/ui/lists';
import {
  API_ROUTES,
  RECEIVABLE_LIST_DEFAULTS,
  RECEIVABLE_MESSAGES,
  receivableListQuerySchema,
  RECEIVABLE_TABLE_COLUMNS,
} from '@trellis/contracts';
import {
  ColumnsMenu,
  ExportLink,
  HiddenColumnsProvider,
  StyledHeaderActions,
  StyledPage,
  useCanExport,
  useRowSelection,
  ViewsMenu,
} from '@trellis/page-kit';
import { receivables } from '../features/receivables/api/receivables-resource';
import { ReceivableBulkActions } from '../features/receivables/components/receivable-bulk-actions';
import { AgingTable } from '../features/receivables/components/aging-table';
import { ReceivableFilters } from '../features/receivables/components/receivable-filters';
import { ReceivableStatCards } from '../features/receivables/components/receivable-stat-cards';
import { ReceivablesTable } from '../features/receivables/components/receivables-table';

/**
 * /customer-receivable: invoices of Closed tickets, overdue derived;
 * the four totals and the aging analysis per currency; export, 'Mark paid', 'Send reminder'.
 */
export function CustomerReceivablePage() {
  const { query, setPage, setFilters, setView } = receivables.useListParams();
  const list = receivables.useList(query);
  const { data } = list;
  receivables.useLiveUpdates();
  const selection = useRowSelection({
    pageIds: data?.items.map((receivable) => receivable.id) ?? [],
    total: data?.total ?? 0,
    // What the aging analysis counts from changes no row that matches.
    omit: ['aging_basis'],
  });
  // Tick boxes only for a reader who may take a bulk action.
  const selectable = useCanExport('receivables');

  const filtered =
    query.search !== RECEIVABLE_LIST_DEFAULTS.search ||
    query.status !== RECEIVABLE_LIST_DEFAULTS.status ||
    query.aging !== RECEIVABLE_LIST_DEFAULTS.aging;

  return (
    <StyledPage>
      <PageHeader
        title={RECEIVABLE_MESSAGES.title}
        description={RECEIVABLE_MESSAGES.description}
        actions={
          <StyledHeaderActions>
            <ViewsMenu list="receivables" schema={receivableListQuerySchema} />
            <ColumnsMenu columns={RECEIVABLE_TABLE_COLUMNS} />
            <ExportLink
              path={API_ROUTES.receivablesExport}
              query={query}
              label={RECEIVABLE_MESSAGES.exportReport}
            />
          </StyledHeaderActions>
        }
      />
      <ReceivableStatCards stats={data?.stats} />
      <ReceivableFilters
        search={query.search}
        status={query.status}
        aging={query.aging}
        onSearchCommit={(search) => setFilters({ search })}
        onStatusChange={(status) => setFilters({ status })}
        onAgingChange={(aging) => setFilters({ aging })}
      />
      <AgingTable
        aging={data?.aging}
        basis={query.aging_basis}
        onBasisChange={(basis) => setView({ aging_basis: basis })}
      />
      {selectable && <ReceivableBulkActions selection={selection} />}
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Receivable pages"
        loadingLabel="Loading receivables..."
        failedTitle={RECEIVABLE_MESSAGES.loadFailed}
        emptyTitle={RECEIVABLE_MESSAGES.noReceivables}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : "Create an invoice from a Closed ticket's details."
        }
        emptyIcon={<ReceiptText aria-hidden />}
      >
        {(items) => (
          <HiddenColumnsProvider>
            <ReceivablesTable
              items={items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setFilters}
              selection={selectable ? selection : undefined}
            />
          </HiddenColumnsProvider>
        )}
      </PagedList>
    </StyledPage>
  );
}
