import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { roleKeys } from '../api/role-keys';

/**
 * Another user's role write refreshes the grid, and so does a system-user change (the user
 * counts). This tab's own writes are skipped: their mutation has already refreshed it.
 */
export function useRoleLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.roleCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.roleUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.roleDeleted, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.systemUserCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.systemUserUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.systemUserDeleted, refresh, options);
}
