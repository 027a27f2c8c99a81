import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { dispatchKeys } from '../api/dispatch-keys';

/**
 * The board follows leave requested or decided elsewhere. Tickets created, changed, assigned or
 * deleted and engineers changed refresh it through the tickets page's own live updates, which
 * refetch every query under the tickets' lists, the board's included.
 */
export function useDispatchLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: dispatchKeys.boards() });
  useRealtimeEvent(REALTIME_EVENTS.leaveCreated, refresh, { ignoreOwn: true });
  useRealtimeEvent(REALTIME_EVENTS.leaveUpdated, refresh, { ignoreOwn: true });
}
