import { ReceiptText } from 'lucide-react';
import {
  API_ROUTES,
  RECEIVABLE_LIST_DEFAULTS,
  RECEIVABLE_MESSAGES,
  receivableListQuerySchema,
  RECEIVABLE_TABLE_COLUMNS,
} from '@trellis/contracts';
import {
  ExportLink,
  isFiltered,
  ListPage,
  type ListPageBulk,
  useListPage,
} from '@trellis/page-kit';
import { receivables } from '../features/receivables/api/receivables-resource';
import { AgingTable } from '../features/receivables/components/aging-table';
import { ReceivableFilters } from '../features/receivables/components/receivable-filters';
import { ReceivableStatCards } from '../features/receivables/components/receivable-stat-cards';
import { ReceivablesTable } from '../features/receivables/components/receivables-table';

// Each invoice as its own 'Mark paid' or 'Send reminder' takes it: one it refuses (a paid one,
// say) is named with that call's reason. Neither can be undone: a payment and a mail are made.
const BULK: ListPageBulk<'receivables'> = {
  list: 'receivables',
  actions: { paid: { initial: {} }, remind: { initial: {} } },
};

/**
 * /customer-receivable: invoices of Closed tickets, overdue derived;
 * the four totals and the aging analysis per currency; export, 'Mark paid', 'Send reminder'.
 */
export function CustomerReceivablePage() {
  const state = useListPage(receivables);
  const { query, setFilters, setView } = state;

  return (
    <ListPage
      state={state}
      views={{ list: 'receivables', schema: receivableListQuerySchema }}
      columns={RECEIVABLE_TABLE_COLUMNS}
      title={RECEIVABLE_MESSAGES.title}
      description={RECEIVABLE_MESSAGES.description}
      actions={
        <ExportLink
          path={API_ROUTES.receivablesExport}
          query={query}
          label={RECEIVABLE_MESSAGES.exportReport}
        />
      }
      stats={<ReceivableStatCards stats={state.list.data?.stats} />}
      searchLabel={RECEIVABLE_MESSAGES.searchLabel}
      searchPlaceholder={RECEIVABLE_MESSAGES.searchPlaceholder}
      filters={
        <ReceivableFilters
          status={query.status}
          aging={query.aging}
          onStatusChange={(status) => setFilters({ status })}
          onAgingChange={(aging) => setFilters({ aging })}
        />
      }
      summary={
        <AgingTable
          aging={state.list.data?.aging}
          basis={query.aging_basis}
          onBasisChange={(basis) => setView({ aging_basis: basis })}
        />
      }
      // What the aging analysis counts from changes no row that matches.
      viewParams={['aging_basis']}
      filtered={isFiltered(query, RECEIVABLE_LIST_DEFAULTS, ['search', 'status', 'aging'])}
      pagesLabel="Receivable pages"
      loadingLabel="Loading receivables..."
      failedTitle={RECEIVABLE_MESSAGES.loadFailed}
      emptyTitle={RECEIVABLE_MESSAGES.noReceivables}
      emptyHint="Create an invoice from a Closed ticket's details."
      emptyIcon={<ReceiptText aria-hidden />}
      bulk={BULK}
      rows={(items, selection) => (
        <ReceivablesTable
          items={items}
          sort={{ sort: query.sort, order: query.order }}
          onSortChange={setFilters}
          selection={selection}
        />
      )}
    />
  );
}
