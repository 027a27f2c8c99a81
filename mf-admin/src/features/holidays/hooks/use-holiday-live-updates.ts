import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { holidayKeys } from '../api/holiday-keys';

/**
 * Another user's holiday write or sync refreshes the list and its stats. This tab's own writes
 * are skipped: their mutation has already refreshed it.
 */
export function useHolidayLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: holidayKeys.lists() });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.holidayCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidayUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidayDeleted, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidaySynced, refresh, options);
}
