import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { leavesKeys } from '../api/leaves-keys';

/** Requests from the mobile app and decisions from another tab show as they happen. */
export function useLeavesLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: leavesKeys.lists() });
  useRealtimeEvent(REALTIME_EVENTS.leaveCreated, refresh);
  useRealtimeEvent(REALTIME_EVENTS.leaveUpdated, refresh, { ignoreOwn: true });
}
