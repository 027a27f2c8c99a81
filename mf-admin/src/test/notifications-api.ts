import { API_ROUTES, notificationListQuerySchema, type NotificationItem } from '@trellis/contracts';
import { fakeListApi, fixtures, http, HttpResponse } from '@trellis/platform/testing';

const READ_AT = '2026-11-20T10:00:00.000Z';

/** `count` unread notifications, newest (the highest id) first, a minute apart. */
export function notificationRows(count: number): NotificationItem[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return fixtures.notification({
      id,
      title: `Notification ${id}`,
      created_at: new Date(Date.UTC(2026, 10, 20, 9, 0) + id * 60_000).toISOString(),
    });
  });
}

/**
 * An in-memory notifications API, newest first, that filters to unread and pages like the real
 * one, marks read one or all, and records what it was asked.
 */
export function fakeNotificationsApi(rows: NotificationItem[]) {
  const writes: string[] = [];
  const read = (n: NotificationItem) => ({ ...n, read: true, read_at: n.read_at ?? READ_AT });
  const api = fakeListApi({
    path: API_ROUTES.notifications,
    rows,
    query: notificationListQuerySchema,
    matches: (n, q) => !q.unread || !n.read,
    answer: (items, all, q, stored) =>
      fixtures.notificationList(items, {
        total: all.length,
        page: q.page,
        limit: q.limit,
        stats: { total: stored.length, unread: stored.filter((n) => !n.read).length },
      }),
  });
  const marks = [
    http.put(API_ROUTES.notificationsReadAll, () => {
      writes.push('read-all');
      const updated = api.stored().filter((n) => !n.read).length;
      api.update((stored) => stored.map(read));
      return HttpResponse.json({ updated });
    }),
    http.put(`${API_ROUTES.notifications}/:id/read`, ({ params }) => {
      const id = Number(params.id);
      writes.push(`read ${id}`);
      api.update((stored) => stored.map((n) => (n.id === id ? read(n) : n)));
      return HttpResponse.json(api.stored().find((n) => n.id === id));
    }),
  ];

  return {
    handlers: [...api.handlers, ...marks],
    writes,
    /** A notification written after the page loaded: it comes first. */
    add: (note: NotificationItem) => api.add([note], 'start'),
    lastParams: api.lastParams,
  };
}
