import {
  API_ROUTES,
  payoutListQuerySchema,
  REALTIME_EVENTS,
  type Payout,
  type PayoutGenerateResult,
  type PayoutListParams,
  type PayoutListResponse,
  type PayoutUpdateBody,
} from '@trellis/contracts';
import { defineListResource } from '@trellis/page-kit';
import { apiFetch } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';

/**
 * Payouts, with the cards over every match. They are generated for a month from the stored work
 * logs, then adjusted and moved on, never created or deleted one by one.
 */
export const payouts = defineListResource<{ list: PayoutListResponse }>()({
  key: 'payouts',
  listPath: API_ROUTES.payouts,
  listQuery: payoutListQuerySchema,
  events: [REALTIME_EVENTS.payoutUpdated, REALTIME_EVENTS.payoutsGenerated],
});

export type PayoutSortState = SortState<PayoutListParams['sort']>;

/** POST /api/payouts/generate: the month's payouts from the stored work logs. */
export const useGeneratePayouts = () =>
  payouts.useRefreshingMutation((month: string) =>
    apiFetch<PayoutGenerateResult>(API_ROUTES.payoutsGenerate, { method: 'POST', json: { month } }),
  );

/** PUT /api/payouts/:id: bonus and deductions, or the status one step forward. */
export const useUpdatePayout = () =>
  payouts.useRefreshingMutation(({ id, body }: { id: number; body: PayoutUpdateBody }) =>
    apiFetch<Payout>(API_ROUTES.payout(id), { method: 'PUT', json: body }),
  );
