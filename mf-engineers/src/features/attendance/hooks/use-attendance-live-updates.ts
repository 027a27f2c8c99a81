import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { attendanceKeys } from '../api/attendance-keys';

/**
 * Work logged (it changes its ticket), leave requested or decided and holidays changed elsewhere
 * refresh the month. This tab's own writes are skipped.
 */
export function useAttendanceLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
  const options = { ignoreOwn: true };
  useRealtimeEvent(REALTIME_EVENTS.ticketUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.leaveCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.leaveUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidayCreated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidayUpdated, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidayDeleted, refresh, options);
  useRealtimeEvent(REALTIME_EVENTS.holidaySynced, refresh, options);
}
