import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { customerKeys } from '../api/customer-keys';

/** Another user's customer write refreshes what this screen shows. */
export function useCustomerLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerKeys.all });
  useRealtimeEvent(REALTIME_EVENTS.customerCreated, refresh);
  useRealtimeEvent(REALTIME_EVENTS.customerUpdated, refresh);
  useRealtimeEvent(REALTIME_EVENTS.customerDeleted, refresh);
}
