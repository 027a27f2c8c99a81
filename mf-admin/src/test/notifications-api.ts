import { API_ROUTES, notificationListQuerySchema, type NotificationItem } from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

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
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const writes: string[] = [];
  const read = (n: NotificationItem) => ({ ...n, read: true, read_at: n.read_at ?? READ_AT });

  const handlers = [
    http.get(API_ROUTES.notifications, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const q = notificationListQuerySchema.parse(Object.fromEntries(params));
      const matches = stored.filter((n) => !q.unread || !n.read);
      return HttpResponse.json(
        fixtures.notificationList(matches.slice((q.page - 1) * q.limit, q.page * q.limit), {
          total: matches.length,
          page: q.page,
          limit: q.limit,
          stats: { total: stored.length, unread: stored.filter((n) => !n.read).length },
        }),
      );
    }),
    http.put(API_ROUTES.notificationsReadAll, () => {
      writes.push('read-all');
      const updated = stored.filter((n) => !n.read).length;
      stored = stored.map(read);
      return HttpResponse.json({ updated });
    }),
    http.put(`${API_ROUTES.notifications}/:id/read`, ({ params }) => {
      const id = Number(params.id);
      writes.push(`read ${id}`);
      stored = stored.map((n) => (n.id === id ? read(n) : n));
      return HttpResponse.json(stored.find((n) => n.id === id));
    }),
  ];

  return {
    handlers,
    writes,
    /** A notification written after the page loaded: it comes first. */
    add: (note: NotificationItem) => {
      stored = [note, ...stored];
    },
    lastParams: () => listRequests.at(-1) ?? new URLSearchParams(),
  };
}
