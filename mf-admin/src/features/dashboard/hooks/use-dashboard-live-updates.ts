import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts/constants';
import { useRealtimeEvent } from '@trellis/platform';
import { dashboardKeys } from '../api/dashboard-keys';

/**
 * Every part of the dashboard refetches when an event says its data changed (besides its own
 * 30 s refresh). This tab's own decisions and reads are skipped: their mutations refetch.
 */
export function useDashboardLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh =
    (...keys: (readonly string[])[]) =>
    () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
  const overview = refresh(dashboardKeys.overviews());
  const tickets = refresh(dashboardKeys.overviews(), dashboardKeys.calendars());
  const leaves = refresh(dashboardKeys.pendingLeaves());
  const decided = refresh(dashboardKeys.pendingLeaves(), dashboardKeys.overviews());
  const notifications = refresh(dashboardKeys.unreadNotifications());
  const own = { ignoreOwn: true };

  // The Business Overview: receivables, payouts, leads, tickets, approved leaves.
  useRealtimeEvent(REALTIME_EVENTS.receivableCreated, overview);
  useRealtimeEvent(REALTIME_EVENTS.receivableUpdated, overview);
  useRealtimeEvent(REALTIME_EVENTS.payoutUpdated, overview);
  useRealtimeEvent(REALTIME_EVENTS.payoutsGenerated, overview);
  useRealtimeEvent(REALTIME_EVENTS.leadCreated, overview);
  useRealtimeEvent(REALTIME_EVENTS.leadUpdated, overview);
  useRealtimeEvent(REALTIME_EVENTS.leadDeleted, overview);
  // Tickets: the Total Tickets card and the calendar.
  useRealtimeEvent(REALTIME_EVENTS.ticketCreated, tickets);
  useRealtimeEvent(REALTIME_EVENTS.ticketUpdated, tickets);
  useRealtimeEvent(REALTIME_EVENTS.ticketAssigned, tickets);
  useRealtimeEvent(REALTIME_EVENTS.ticketDeleted, tickets);
  // The Leave Requests panel (and Approved Leaves once decided), the Notifications panel.
  useRealtimeEvent(REALTIME_EVENTS.leaveCreated, leaves);
  useRealtimeEvent(REALTIME_EVENTS.leaveUpdated, decided, own);
  useRealtimeEvent(REALTIME_EVENTS.notificationCreated, notifications);
  useRealtimeEvent(REALTIME_EVENTS.notificationUpdated, notifications, own);
}
