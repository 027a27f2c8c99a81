import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type DispatchParams, type DispatchResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dispatchKeys } from './dispatch-keys';

export function getDispatch(query: DispatchParams): Promise<DispatchResponse> {
  return apiFetch<DispatchResponse>(listUrl(API_ROUTES.dispatch, query));
}

/** The board's range and filters; the previous range stays on screen while the next loads. */
export function useDispatch(query: DispatchParams) {
  return useQuery({
    queryKey: dispatchKeys.board(query),
    queryFn: () => getDispatch(query),
    placeholderData: keepPreviousData,
  });
}
