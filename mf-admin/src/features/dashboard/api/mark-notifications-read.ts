import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts/constants';
import type { NotificationItem, NotificationsReadAllResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

export function markNotificationRead(id: number) {
  return apiFetch<NotificationItem>(API_ROUTES.notificationRead(id), { method: 'PUT' });
}

export function markAllNotificationsRead() {
  return apiFetch<NotificationsReadAllResponse>(API_ROUTES.notificationsReadAll, {
    method: 'PUT',
  });
}

/** After a read the panel refetches; the badge follows the server's counts:updated. */
function useRefreshUnread() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dashboardKeys.unreadNotifications() });
}

export function useMarkNotificationRead() {
  const onSettled = useRefreshUnread();
  return useMutation({ mutationFn: markNotificationRead, onSettled });
}

export function useMarkAllNotificationsRead() {
  const onSettled = useRefreshUnread();
  return useMutation({ mutationFn: markAllNotificationsRead, onSettled });
}
