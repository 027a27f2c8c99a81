import {
  API_ROUTES,
  type DashboardResponse,
  type LeaveRequest,
  type NotificationItem,
  type TicketListItem,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

export interface FakeDashboardData {
  /** The overview for any month asked (the period is echoed back). */
  overview?: DashboardResponse;
  tickets?: TicketListItem[];
  leaves?: LeaveRequest[];
  notifications?: NotificationItem[];
}

/**
 * An in-memory dashboard API: the overview, the tickets list by start date, the pending leaves
 * and unread notifications, and the writes that change them, recording what it was asked.
 */
export function fakeDashboardApi(data: FakeDashboardData = {}) {
  let leaves = [...(data.leaves ?? [])];
  let notes = [...(data.notifications ?? [])];
  const tickets = data.tickets ?? [];
  const overviewRequests: URLSearchParams[] = [];
  const ticketRequests: URLSearchParams[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];

  const handlers = [
    http.get(API_ROUTES.dashboard, ({ request }) => {
      const params = new URL(request.url).searchParams;
      overviewRequests.push(params);
      const overview = data.overview ?? fixtures.dashboard();
      const year = Number(params.get('year') ?? overview.period.year);
      const month = Number(params.get('month') ?? overview.period.month);
      return HttpResponse.json({
        ...overview,
        period: { year, month },
        previous_period: month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 },
      });
    }),
    http.get(API_ROUTES.tickets, ({ request }) => {
      const params = new URL(request.url).searchParams;
      ticketRequests.push(params);
      const from = params.get('from') ?? '';
      const to = params.get('to') ?? '9999-12-31';
      const items = tickets.filter(
        (t) => t.task_start_date && t.task_start_date >= from && t.task_start_date <= to,
      );
      return HttpResponse.json(fixtures.ticketList(items, { limit: 1000 }));
    }),
    http.get(API_ROUTES.leaveRequests, () =>
      HttpResponse.json(fixtures.leaveList(leaves.filter((l) => l.status === 'pending'))),
    ),
    http.put(`${API_ROUTES.leaveRequests}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as { status: 'approved' | 'rejected' };
      writes.push({ method: 'PUT', url: new URL(request.url).pathname, body });
      const leave = leaves.find((l) => l.id === id)!;
      const decided = { ...leave, status: body.status, decided_at: '2026-01-05T10:00:00.000Z' };
      leaves = leaves.map((l) => (l.id === id ? decided : l));
      return HttpResponse.json(decided);
    }),
    http.get(API_ROUTES.notifications, () =>
      HttpResponse.json(fixtures.notificationList(notes.filter((n) => !n.read))),
    ),
    http.put(API_ROUTES.notificationsReadAll, ({ request }) => {
      writes.push({ method: 'PUT', url: new URL(request.url).pathname, body: null });
      const updated = notes.filter((n) => !n.read).length;
      notes = notes.map((n) => ({ ...n, read: true, read_at: '2026-01-05T10:00:00.000Z' }));
      return HttpResponse.json({ updated });
    }),
    http.put(`${API_ROUTES.notifications}/:id/read`, ({ params, request }) => {
      const id = Number(params.id);
      writes.push({ method: 'PUT', url: new URL(request.url).pathname, body: null });
      notes = notes.map((n) =>
        n.id === id ? { ...n, read: true, read_at: '2026-01-05T10:00:00.000Z' } : n,
      );
      return HttpResponse.json(notes.find((n) => n.id === id));
    }),
  ];

  return { handlers, writes, overviewRequests, ticketRequests };
}
