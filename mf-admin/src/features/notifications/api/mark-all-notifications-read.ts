import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type NotificationsReadAllResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { notifications } from './notifications-resource';

/** PUT /api/notifications/read-all: every unread notification of the account. */
export function markAllNotificationsRead(): Promise<NotificationsReadAllResponse> {
  return apiFetch<NotificationsReadAllResponse>(API_ROUTES.notificationsReadAll, {
    method: 'PUT',
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notifications.keys.lists() }),
  });
}
