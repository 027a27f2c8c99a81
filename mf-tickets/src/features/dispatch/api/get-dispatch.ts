import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type DispatchParams, type DispatchResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/dispatch's query string: empty filters left out. */
export function dispatchSearch(query: DispatchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export function getDispatch(query: DispatchParams): Promise<DispatchResponse> {
  return apiFetch<DispatchResponse>(`${API_ROUTES.dispatch}?${dispatchSearch(query)}`);
}

/** The board's range and filters; the previous range stays on screen while the next loads. */
export function useDispatch(query: DispatchParams) {
  return useQuery({
    queryKey: dispatchKeys.board(query),
    queryFn: () => getDispatch(query),
    placeholderData: keepPreviousData,
  });
}
