import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, DASHBOARD_REFRESH_MS } from '@trellis/contracts/constants';
import type { NotificationListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

export function getUnreadNotifications(): Promise<NotificationListResponse> {
  return apiFetch<NotificationListResponse>(
    listUrl(API_ROUTES.notifications, { unread: 'true', limit: 20 }),
  );
}

/** The panel's notifications: unread, newest first. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: dashboardKeys.unreadNotifications(),
    queryFn: getUnreadNotifications,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
