import {
  API_ROUTES,
  type DashboardResponse,
  type LeaveRequest,
  type NotificationItem,
  type TicketCalendarDay,
  type TicketListItem,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';
import { fakeNotificationsApi } from './notifications-api';

export interface FakeDashboardData {
  /** The overview for any month asked (the period is echoed back). */
  overview?: DashboardResponse;
  tickets?: TicketListItem[];
  /**
   * The most rows one tickets-list call answers, standing in for the server's page cap (the
   * `limit` asked is honoured too); calendar-days counts every ticket all the same.
   */
  listCap?: number;
  leaves?: LeaveRequest[];
  notifications?: NotificationItem[];
}

/**
 * An in-memory dashboard API: the overview, the tickets list by start date and its per-day
 * counts (calendar-days), the pending leaves and the notifications (the inbox's fake), and the
 * writes that change them, recording what it was asked.
 */
export function fakeDashboardApi(data: FakeDashboardData = {}) {
  let leaves = [...(data.leaves ?? [])];
  const inbox = fakeNotificationsApi(data.notifications ?? []);
  const tickets = data.tickets ?? [];
  const overviewRequests: URLSearchParams[] = [];
  const ticketRequests: URLSearchParams[] = [];
  const calendarDayRequests: URLSearchParams[] = [];
  const startingIn = (params: URLSearchParams) => {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '9999-12-31';
    return tickets.filter(
      (t) => t.task_start_date && t.task_start_date >= from && t.task_start_date <= to,
    );
  };
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
      const matching = startingIn(params);
      const limit = Math.min(Number(params.get('limit') ?? 1000), data.listCap ?? Infinity);
      return HttpResponse.json(
        fixtures.ticketList(matching.slice(0, limit), { limit, total: matching.length }),
      );
    }),
    http.get(API_ROUTES.ticketCalendarDays, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calendarDayRequests.push(params);
      const byDay = new Map<string, TicketCalendarDay>();
      for (const t of startingIn(params)) {
        const date = t.task_start_date!;
        const day = byDay.get(date) ?? { date, count: 0, countries: [] };
        byDay.set(date, { ...day, count: day.count + 1 });
      }
      const days = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
      return HttpResponse.json({ days });
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
    ...inbox.handlers,
  ];

  return {
    handlers,
    writes,
    /** The notifications' reads, as the inbox's fake records them. */
    notificationWrites: inbox.writes,
    overviewRequests,
    ticketRequests,
    calendarDayRequests,
  };
}
