import {
  API_ROUTES,
  REALTIME_EVENTS,
  receivableListQuerySchema,
  type Receivable,
  type ReceivableListParams,
  type ReceivableListResponse,
} from '@trellis/contracts';
import { defineListResource } from '@trellis/page-kit';
import { apiFetch } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';

/**
 * Invoices of Closed tickets, with the totals and the aging over every match. They are created
 * from a ticket, never here; another user's invoice, payment or reminder refreshes them.
 */
export const receivables = defineListResource<{ list: ReceivableListResponse }>()({
  key: 'receivables',
  listPath: API_ROUTES.receivables,
  listQuery: receivableListQuerySchema,
  events: [REALTIME_EVENTS.receivableCreated, REALTIME_EVENTS.receivableUpdated],
});

export type ReceivableSortState = SortState<ReceivableListParams['sort']>;

/** POST /api/receivables/:id/pay: 'Mark paid', paid today. */
export const usePayReceivable = () =>
  receivables.useRefreshingMutation((id: number) =>
    apiFetch<Receivable>(API_ROUTES.receivablePay(id), { method: 'POST' }),
  );

/** POST /api/receivables/:id/remind: 'Send reminder' to the customer's account email. */
export const useRemindReceivable = () =>
  receivables.useRefreshingMutation((id: number) =>
    apiFetch<Receivable>(API_ROUTES.receivableRemind(id), { method: 'POST' }),
  );
