import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { leadKeys } from '../api/lead-keys';

/**
 * Another user's lead write refreshes the list, its tiles and any lead shown. This tab's own
 * writes are skipped: their mutation has already refreshed them, and the echo would fetch again.
 */
export function useLeadLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: leadKeys.details() });
  };
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.leadCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.leadUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.leadDeleted, refresh, options);
}
