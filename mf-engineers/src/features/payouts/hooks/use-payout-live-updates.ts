import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { payoutKeys } from '../api/payout-keys';

/**
 * Another user's payout write (an edit, a status, a generation) refreshes the list and its
 * cards. This tab's own writes are skipped: their mutation has already refreshed it.
 */
export function usePayoutLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: payoutKeys.lists() });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.payoutUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.payoutsGenerated, refresh, options);
}
