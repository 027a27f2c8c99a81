import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { systemUserKeys } from '../api/system-user-keys';

/**
 * Another user's change to an account (an invitee setting their password, say) or to a role
 * (its name in the rows, the role choices) refreshes the list. This tab's own writes are
 * skipped: their mutation has already refreshed it.
 */
export function useSystemUserLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: systemUserKeys.all });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.systemUserCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.systemUserUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.systemUserDeleted, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.roleCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.roleUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.roleDeleted, refresh, options);
}
