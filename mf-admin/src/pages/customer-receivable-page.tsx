import { ReceiptText } from 'lucide-react';
import { ListBody, PageHeader, Pagination, pageCountOf, usePageClamp } from '@trellis/ui';
import { API_ROUTES, RECEIVABLE_LIST_DEFAULTS, RECEIVABLE_MESSAGES } from '@trellis/contracts';
import { ExportLink } from '../components/export-link';
import { StyledPage } from '../components/page-layout';
import { useReceivables } from '../features/receivables/api/get-receivables';
import { AgingTable } from '../features/receivables/components/aging-table';
import { ReceivableFilters } from '../features/receivables/components/receivable-filters';
import { ReceivableStatCards } from '../features/receivables/components/receivable-stat-cards';
import { ReceivablesTable } from '../features/receivables/components/receivables-table';
import { useReceivableListParams } from '../features/receivables/hooks/use-receivable-list-params';
import { useReceivableLiveUpdates } from '../features/receivables/hooks/use-receivable-live-updates';

/**
 * /customer-receivable: invoices of Closed tickets, overdue derived;
 * the four totals and the aging analysis per currency; export, 'Mark paid', 'Send reminder'.
 */
export function CustomerReceivablePage() {
  const params = useReceivableListParams();
  const { query, setPage, setSearch, setStatus, setAging, setAgingBasis, setSort } = params;
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useReceivables(query);
  useReceivableLiveUpdates();

  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
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
          <ExportLink
            path={API_ROUTES.receivablesExport}
            query={query}
            label={RECEIVABLE_MESSAGES.exportReport}
          />
        }
      />
      <ReceivableStatCards stats={data?.stats} />
      <ReceivableFilters
        search={query.search}
        status={query.status}
        aging={query.aging}
        onSearchCommit={setSearch}
        onStatusChange={setStatus}
        onAgingChange={setAging}
      />
      <AgingTable aging={data?.aging} basis={query.aging_basis} onBasisChange={setAgingBasis} />
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading receivables..."
        failed={isError}
        failedTitle={RECEIVABLE_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle={RECEIVABLE_MESSAGES.noReceivables}
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : "Create an invoice from a Closed ticket's details."
        }
        emptyIcon={<ReceiptText aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
            <ReceivablesTable
              items={data.items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setSort}
            />
            {data.total > query.limit && (
              <Pagination
                page={query.page}
                pageCount={pageCount ?? 1}
                onPageChange={setPage}
                showPageNumbers
                summary={`Page ${query.page} of ${pageCount} • Total ${data.total}`}
                label="Receivable pages"
              />
            )}
          </>
        )}
      </ListBody>
    </StyledPage>
  );
}
