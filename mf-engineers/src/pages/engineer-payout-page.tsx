import { Wallet } from 'lucide-react';
import { useDialogState } from '@trellis/ui/dialogs';
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
  ExportLink,
  isFiltered,
  ListPage,
  type ListPageBulk,
  useListPage,
} from '@trellis/page-kit';
import { payouts } from '../features/payouts/api/payouts-resource';
import { GeneratePayoutsButton } from '../features/payouts/components/generate-payouts-button';
import { PayoutAdjustModal } from '../features/payouts/components/payout-adjust-modal';
import { PayoutFilters } from '../features/payouts/components/payout-filters';
import { PayoutStatCards } from '../features/payouts/components/payout-stat-cards';
import { PayoutsTable } from '../features/payouts/components/payouts-table';

// Each payout moves as its own status action moves it (pending, processing, paid): the server
// names each payout it refused, one already past the step, say, with that call's reason.
const BULK: ListPageBulk<'payouts'> = {
  list: 'payouts',
  actions: { approve: { initial: {} }, paid: { initial: {} } },
};

/**
 * /engineer-payout: payouts generated from the work logs, each in the
 * engineer's currency; search, month and status filters; export, bonus, deductions and status.
 */
export function EngineerPayoutPage() {
  const state = useListPage(payouts);
  const { query, setFilters } = state;
  const today = useBusinessToday();
  const adjust = useDialogState<Payout>();

  return (
    <ListPage
      state={state}
      views={{ list: 'payouts', schema: payoutListQuerySchema }}
      columns={PAYOUT_TABLE_COLUMNS}
      title={PAYOUT_MESSAGES.title}
      description={PAYOUT_MESSAGES.description}
      actions={
        <>
          <ExportLink
            path={API_ROUTES.payoutsExport}
            query={query}
            label={PAYOUT_MESSAGES.exportReport}
          />
          <GeneratePayoutsButton month={query.month || today.slice(0, 7)} />
        </>
      }
      stats={<PayoutStatCards stats={state.list.data?.stats} />}
      searchLabel={PAYOUT_MESSAGES.searchLabel}
      searchPlaceholder={PAYOUT_MESSAGES.searchPlaceholder}
      filters={
        <PayoutFilters
          month={query.month}
          status={query.status}
          onMonthChange={(month) => setFilters({ month })}
          onStatusChange={(status) => setFilters({ status })}
        />
      }
      filtered={isFiltered(query, PAYOUT_LIST_DEFAULTS, ['search', 'month', 'status'])}
      pagesLabel="Payout pages"
      loadingLabel="Loading payouts..."
      failedTitle={PAYOUT_MESSAGES.loadFailed}
      emptyTitle={PAYOUT_MESSAGES.noPayouts}
      emptyHint="Generate payouts for a month once engineers have logged hours."
      filteredHint="Try another search, month or status."
      emptyIcon={<Wallet aria-hidden />}
      bulk={BULK}
      rows={(items, selection) => (
        <PayoutsTable
          items={items}
          sort={{ sort: query.sort, order: query.order }}
          onSortChange={setFilters}
          onEdit={adjust.show}
          selection={selection}
        />
      )}
    >
      <PayoutAdjustModal dialog={adjust} />
    </ListPage>
  );
}
