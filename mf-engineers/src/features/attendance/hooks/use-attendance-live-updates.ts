import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRefreshOn } from '@trellis/page-kit';
import { attendanceKeys } from '../api/attendance-keys';

const EVENTS = [
  REALTIME_EVENTS.ticketUpdated,
  REALTIME_EVENTS.leaveCreated,
  REALTIME_EVENTS.leaveUpdated,
  REALTIME_EVENTS.holidayCreated,
  REALTIME_EVENTS.holidayUpdated,
  REALTIME_EVENTS.holidayDeleted,
  REALTIME_EVENTS.holidaySynced,
];

/**
 * Work logged (it changes its ticket), leave requested or decided and holidays changed elsewhere
 * refresh the month. This tab's own writes are skipped.
 */
export function useAttendanceLiveUpdates() {
  useRefreshOn(EVENTS, attendanceKeys.all, { ignoreOwn: true });
}
