import { notificationListQuerySchema } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';

/** The Notifications page's address (`?unread=true&page=2`), parsed with the API's schema. */
export function useNotificationsListParams() {
  const { query, update } = useListSearchParams(notificationListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Another filter lists other rows: back to page 1.
    setUnread: (unread: boolean) => update({ unread, page: 1 }),
  };
}
