import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type NotificationItem } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { notifications } from './notifications-resource';

/** PUT /api/notifications/:id/read. */
export function markNotificationRead(id: number): Promise<NotificationItem> {
  return apiFetch<NotificationItem>(API_ROUTES.notificationRead(id), { method: 'PUT' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notifications.keys.lists() }),
  });
}
