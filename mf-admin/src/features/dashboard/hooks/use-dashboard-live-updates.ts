import { REALTIME_EVENTS as E } from '@trellis/contracts/constants';
import { useRefreshOn } from '@trellis/page-kit';
import { dashboardKeys } from '../api/dashboard-keys';

// Tickets show on the Total Tickets card and the calendar.
const TICKET_EVENTS = [E.ticketCreated, E.ticketUpdated, E.ticketAssigned, E.ticketDeleted];
// The Business Overview: receivables, payouts, leads and tickets.
const OVERVIEW_EVENTS = [
  E.receivableCreated,
  E.receivableUpdated,
  E.payoutUpdated,
  E.payoutsGenerated,
  E.leadCreated,
  E.leadUpdated,
  E.leadDeleted,
  ...TICKET_EVENTS,
];
const own = { ignoreOwn: true };

/**
 * Every part of the dashboard refetches when an event says its data changed (besides its own
 * 30 s refresh). This tab's own decisions and reads are skipped: their mutations refetch.
 */
export function useDashboardLiveUpdates() {
  useRefreshOn(OVERVIEW_EVENTS, dashboardKeys.overviews());
  useRefreshOn(TICKET_EVENTS, dashboardKeys.calendars());
  // A decided leave leaves the Leave Requests panel and may count among Approved Leaves.
  useRefreshOn([E.leaveCreated], dashboardKeys.pendingLeaves());
  useRefreshOn([E.leaveUpdated], dashboardKeys.pendingLeaves(), own);
  useRefreshOn([E.leaveUpdated], dashboardKeys.overviews(), own);
  useRefreshOn([E.notificationCreated], dashboardKeys.unreadNotifications());
  useRefreshOn([E.notificationUpdated], dashboardKeys.unreadNotifications(), own);
}
