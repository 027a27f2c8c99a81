import type { NotificationListParams } from '@trellis/contracts';

/** Query keys of the Notifications page; a new or read notification invalidates `lists()`. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: (query: NotificationListParams) => ['notifications', 'list', query] as const,
};
