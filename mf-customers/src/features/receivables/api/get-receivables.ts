import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  type ReceivableListParams,
  type ReceivableListResponse,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { receivableKeys } from './receivable-keys';

export function getReceivables(query: ReceivableListParams): Promise<ReceivableListResponse> {
  return apiFetch<ReceivableListResponse>(listUrl(API_ROUTES.receivables, query));
}

/** One page of invoices with the totals and the aging over every match. */
export function useReceivables(query: ReceivableListParams) {
  return useQuery({
    queryKey: receivableKeys.list(query),
    queryFn: () => getReceivables(query),
    placeholderData: keepPreviousData,
  });
}
