import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  type NotificationListParams,
  type NotificationListResponse,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { notificationsKeys } from './notifications-keys';

/** GET /api/notifications: a page, newest first, only the unread ones when asked. */
export function getNotifications(query: NotificationListParams): Promise<NotificationListResponse> {
  return apiFetch<NotificationListResponse>(
    listUrl(API_ROUTES.notifications, {
      page: query.page,
      limit: query.limit,
      unread: query.unread ? 'true' : undefined,
    }),
  );
}

export function useNotifications(query: NotificationListParams) {
  return useQuery({
    queryKey: notificationsKeys.list(query),
    queryFn: () => getNotifications(query),
    placeholderData: keepPreviousData,
  });
}
