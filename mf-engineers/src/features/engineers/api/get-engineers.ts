import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type EngineerListParams, type EngineerListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { engineerKeys } from './engineer-keys';

export function getEngineers(query: EngineerListParams): Promise<EngineerListResponse> {
  return apiFetch<EngineerListResponse>(listUrl(API_ROUTES.engineers, query));
}

/** One page of engineers (100); the previous page stays on screen while the next loads. */
export function useEngineers(query: EngineerListParams) {
  return useQuery({
    queryKey: engineerKeys.list(query),
    queryFn: () => getEngineers(query),
    placeholderData: keepPreviousData,
  });
}
