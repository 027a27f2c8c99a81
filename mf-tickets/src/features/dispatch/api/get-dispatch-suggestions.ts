import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type DispatchSuggestionsResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { dispatchKeys } from './dispatch-keys';

export function getDispatchSuggestions(ticketId: number): Promise<DispatchSuggestionsResponse> {
  return apiFetch<DispatchSuggestionsResponse>(
    `${API_ROUTES.dispatchSuggestions}?ticket_id=${ticketId}`,
  );
}

/**
 * Who can take the ticket, best first, with the reasons; asked only while the picker is open
 * (closing, it keeps showing what it had).
 */
export function useDispatchSuggestions(ticketId: number | null, open: boolean) {
  return useQuery({
    queryKey: dispatchKeys.suggestions(ticketId ?? 0),
    queryFn: () => getDispatchSuggestions(ticketId!),
    enabled: open && ticketId !== null,
  });
}
