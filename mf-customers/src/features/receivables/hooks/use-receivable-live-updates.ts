import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { receivableKeys } from '../api/receivable-keys';

/**
 * Another user's invoice write (created from a ticket, paid, reminded) refreshes the list, its
 * totals and the aging. This tab's own writes are skipped: their mutation already refreshed it.
 */
export function useReceivableLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: receivableKeys.lists() });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.receivableCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.receivableUpdated, refresh, options);
}
