import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { customerKeys } from '../api/customer-keys';

/**
 * Another user's customer write refreshes what this screen shows. This tab's own writes are
 * skipped: their mutation has already refreshed the list, and the echo would fetch it again.
 */
export function useCustomerLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.customerCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.customerUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.customerDeleted, refresh, options);
}
