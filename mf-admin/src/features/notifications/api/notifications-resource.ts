import {
  API_ROUTES,
  REALTIME_EVENTS,
  notificationListQuerySchema,
  type NotificationListResponse,
} from '@trellis/contracts';
import { defineListResource } from '@trellis/page-kit';

/**
 * The signed-in account's inbox: a page, newest first, only the unread ones when asked (the
 * filter in the address). A read from another tab refreshes it; this tab's own reads are
 * refetched by their mutations.
 */
export const notifications = defineListResource<{ list: NotificationListResponse }>()({
  key: 'notifications',
  listPath: API_ROUTES.notifications,
  listQuery: notificationListQuerySchema,
  events: [REALTIME_EVENTS.notificationUpdated],
});
