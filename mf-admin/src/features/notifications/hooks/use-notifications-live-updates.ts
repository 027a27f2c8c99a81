import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { notificationsKeys } from '../api/notifications-keys';

/**
 * New notifications arrive as they are written, and reads from another tab show. This tab's own
 * reads are skipped: their mutations refetch.
 */
export function useNotificationsLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
  useRealtimeEvent(REALTIME_EVENTS.notificationCreated, refresh);
  useRealtimeEvent(REALTIME_EVENTS.notificationUpdated, refresh, { ignoreOwn: true });
}
