import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type PayoutListParams, type PayoutListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { payoutKeys } from './payout-keys';

export function getPayouts(query: PayoutListParams): Promise<PayoutListResponse> {
  return apiFetch<PayoutListResponse>(listUrl(API_ROUTES.payouts, query));
}

/** One page of payouts with the cards over every match; the last page stays while the next loads. */
export function usePayouts(query: PayoutListParams) {
  return useQuery({
    queryKey: payoutKeys.list(query),
    queryFn: () => getPayouts(query),
    placeholderData: keepPreviousData,
  });
}
