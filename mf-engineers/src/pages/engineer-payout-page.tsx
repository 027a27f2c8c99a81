import { Wallet } from 'lucide-react';
import { PageHeader } from '@trellis/ui/controls';
import { useDialogState } from '@trellis/ui/dialogs';
import { PagedList } from '@trellis/ui/lists';
import {
  API_ROUTES,
  PAYOUT_LIST_DEFAULTS,
  PAYOUT_MESSAGES,
  type Payout,
  payoutListQuerySchema,
  PAYOUT_TABLE_COLUMNS,
} from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
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
import { payouts } from '../features/payouts/api/payouts-resource';
import { PayoutBulkActions } from '../features/payouts/components/payout-bulk-actions';
import { GeneratePayoutsButton } from '../features/payouts/components/generate-payouts-button';
import { PayoutAdjustModal } from '../features/payouts/components/payout-adjust-modal';
import { PayoutFilters } from '../features/payouts/components/payout-filters';
import { PayoutStatCards } from '../features/payouts/components/payout-stat-cards';
import { PayoutsTable } from '../features/payouts/components/payouts-table';

/**
 * /engineer-payout: payouts generated from the work logs, each in the
 * engineer's currency; search, month and status filters; export, bonus, deductions and status.
 */
export function EngineerPayoutPage() {
  const { query, setPage, setFilters } = payouts.useListParams();
  const list = payouts.useList(query);
  const { data } = list;
  payouts.useLiveUpdates();
  const today = useBusinessToday();
  const adjust = useDialogState<Payout>();
  const selection = useRowSelection({
    pageIds: data?.items.map((payout) => payout.id) ?? [],
    total: data?.total ?? 0,
  });
  // Tick boxes only for a reader who may take a bulk action.
  const selectable = useCanExport('payouts');

  const filtered =
    query.search !== PAYOUT_LIST_DEFAULTS.search ||
    query.month !== PAYOUT_LIST_DEFAULTS.month ||
    query.status !== PAYOUT_LIST_DEFAULTS.status;

  return (
    <StyledPage>
      <PageHeader
        title={PAYOUT_MESSAGES.title}
        description={PAYOUT_MESSAGES.description}
        actions={
          <StyledHeaderActions>
            <ViewsMenu list="payouts" schema={payoutListQuerySchema} />
            <ColumnsMenu columns={PAYOUT_TABLE_COLUMNS} />
            <ExportLink
              path={API_ROUTES.payoutsExport}
              query={query}
              label={PAYOUT_MESSAGES.exportReport}
            />
            <GeneratePayoutsButton month={query.month || today.slice(0, 7)} />
          </StyledHeaderActions>
        }
      />
      <PayoutStatCards stats={data?.stats} />
      <PayoutFilters
        search={query.search}
        month={query.month}
        status={query.status}
        onSearchCommit={(search) => setFilters({ search })}
        onMonthChange={(month) => setFilters({ month })}
        onStatusChange={(status) => setFilters({ status })}
      />
      {selectable && <PayoutBulkActions selection={selection} />}
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Payout pages"
        loadingLabel="Loading payouts..."
        failedTitle={PAYOUT_MESSAGES.loadFailed}
        emptyTitle={PAYOUT_MESSAGES.noPayouts}
        emptyDescription={
          filtered
            ? 'Try another search, month or status.'
            : 'Generate payouts for a month once engineers have logged hours.'
        }
        emptyIcon={<Wallet aria-hidden />}
      >
        {(items) => (
          <HiddenColumnsProvider>
            <PayoutsTable
              items={items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setFilters}
              onEdit={adjust.show}
              selection={selectable ? selection : undefined}
            />
          </HiddenColumnsProvider>
        )}
      </PagedList>
      <PayoutAdjustModal
        open={adjust.open}
        payout={adjust.subject}
        instance={adjust.instance}
        onClose={adjust.close}
      />
    </StyledPage>
  );
}
