import {
  API_ROUTES,
  displayCode,
  ticketCalendarQuerySchema,
  ticketListQuerySchema,
  ticketStatusGroup,
  workLogHours,
  type Holiday,
  type Ticket,
  type TicketEngineerOption,
  type TicketListItem,
  type WorkLog,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';
import { holidaysHandler } from './holidays-api';

type Answer = () => Response | Promise<Response>;

export interface Write {
  method: string;
  id?: number;
  body: unknown;
  requestId: string | null;
}

export interface FakeTicketsOptions {
  /** Fields of GET /api/tickets/:id beyond the row's. */
  details?: Partial<Ticket>;
  /** What GET /api/tickets/engineer-options offers the rows' engineer selects. */
  engineers?: TicketEngineerOption[];
  /** What GET /api/holidays knows: the calendar marks them. */
  holidays?: Holiday[];
}

/**
 * An in-memory tickets API that searches, filters, pages and counts like the real one and
 * stores work logs, recording what it was asked so a test can follow the screen's requests.
 * `answerPutWith` plays the server refusing a write.
 */
export function fakeTicketsApi(
  rows: TicketListItem[],
  { details = {}, engineers = [], holidays = [] }: FakeTicketsOptions = {},
) {
  let stored = [...rows];
  const engineerRequests: URLSearchParams[] = [];
  const logs = new Map<number, WorkLog[]>();
  const listRequests: URLSearchParams[] = [];
  const calendarRequests: URLSearchParams[] = [];
  const holidayRequests: URLSearchParams[] = [];
  const writes: Write[] = [];
  let putAnswer: Answer | null = null;
  let nextLogId = 900;

  const record = (method: string, request: Request, body: unknown, id?: number) =>
    writes.push({ method, id, body, requestId: request.headers.get('x-request-id') });
  const history = (id: number) => {
    const items = logs.get(id) ?? [];
    return { items, total_hours: items.reduce((sum, log) => sum + log.actual_hours, 0) };
  };
  const detailOf = (row: TicketListItem) =>
    fixtures.ticket({ ...row, ...details, total_hours: history(row.id).total_hours });

  /** The rows the search and filters keep, as the real list and calendar do. */
  const matching = (query: {
    search: string;
    status: string[];
    priority: string[];
    from?: string;
    to?: string;
  }) => {
    const needle = query.search.toLowerCase();
    return stored.filter(
      (t) =>
        [t.code, t.task_name, t.customer_name, t.engineer_name ?? '', t.city ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        ) &&
        (query.status.length === 0 || query.status.includes(t.status)) &&
        (query.priority.length === 0 || query.priority.includes(t.priority)) &&
        (!query.from || (t.task_start_date ?? '') >= query.from) &&
        (!query.to || (t.task_start_date ?? '9999') <= query.to),
    );
  };

  const handlers = [
    holidaysHandler(holidays, holidayRequests),
    http.get(API_ROUTES.ticketEngineerOptions, ({ request }) => {
      engineerRequests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: engineers });
    }),
    http.get(API_ROUTES.ticketCalendarDays, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calendarRequests.push(params);
      const query = ticketCalendarQuerySchema.parse(Object.fromEntries(params));
      const days = new Map<string, TicketListItem[]>();
      for (const t of matching(query)) {
        const day = t.task_start_date!;
        days.set(day, [...(days.get(day) ?? []), t]);
      }
      return HttpResponse.json({
        days: [...days.keys()].sort().map((date) => ({
          date,
          count: days.get(date)!.length,
          countries: [...new Set(days.get(date)!.flatMap((t) => (t.country ? [t.country] : [])))],
        })),
      });
    }),
    http.get(API_ROUTES.tickets, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = ticketListQuerySchema.parse(Object.fromEntries(params));
      const matches = matching(query);
      const group = (name: string) => matches.filter((t) => ticketStatusGroup(t.status) === name);
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.ticketList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
          stats: {
            total: matches.length,
            open: group('open').length,
            in_progress: group('in_progress').length,
            resolved: group('resolved').length,
            expired: group('expired').length,
          },
        }),
      );
    }),
    http.get(API_ROUTES.ticket(':id'), ({ params }) => {
      if (!/^\d+$/.test(String(params.id))) return undefined; // the pickers' own paths
      const found = stored.find((t) => t.id === Number(params.id));
      return found
        ? HttpResponse.json(detailOf(found))
        : apiErrorResponse(404, 'Ticket not found', 'NOT_FOUND');
    }),
    http.put(API_ROUTES.ticket(':id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Partial<TicketListItem>;
      record('PUT', request, body, id);
      if (putAnswer) return putAnswer();
      const found = stored.find((t) => t.id === id);
      if (!found) return apiErrorResponse(404, 'Ticket not found', 'NOT_FOUND');
      const engineer =
        'engineer_id' in body
          ? {
              engineer_id: body.engineer_id ?? null,
              engineer_name: body.engineer_id ? `Engineer ${body.engineer_id}` : null,
            }
          : {};
      const updated = fixtures.ticketListItem({ ...found, ...pickRow(body), ...engineer });
      stored = stored.map((t) => (t.id === id ? updated : t));
      return HttpResponse.json(detailOf(updated));
    }),
    http.delete(API_ROUTES.ticket(':id'), ({ params, request }) => {
      const id = Number(params.id);
      record('DELETE', request, null, id);
      stored = stored.filter((t) => t.id !== id);
      return HttpResponse.json({ ok: true });
    }),
    http.get(API_ROUTES.ticketWorkLogs(':id'), ({ params }) =>
      HttpResponse.json(history(Number(params.id))),
    ),
    http.post(API_ROUTES.ticketWorkLogs(':id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Pick<
        WorkLog,
        'work_date' | 'start_time' | 'end_time' | 'break_minutes' | 'status'
      >;
      record('POST work-log', request, body, id);
      const ticket = stored.find((t) => t.id === id)!;
      const hours = workLogHours(body.start_time, body.end_time, body.break_minutes);
      nextLogId += 1;
      const entry = fixtures.workLog({
        ...body,
        id: nextLogId,
        ticket_id: id,
        engineer_id: ticket.engineer_id,
        engineer_name: ticket.engineer_name,
        duration_hours: hours.duration,
        actual_hours: hours.actual,
      });
      logs.set(id, [...(logs.get(id) ?? []), entry]);
      return HttpResponse.json(history(id), { status: 201 });
    }),
  ];

  return {
    handlers,
    listRequests,
    holidayRequests,
    engineerRequests,
    writes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => ticketListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
    calendarRequests,
    lastCalendarQuery: () =>
      ticketCalendarQuerySchema.parse(Object.fromEntries(calendarRequests.at(-1) ?? [])),
    /** Replaces a stored row, as another tab's write would. */
    store: (row: TicketListItem) => {
      stored = stored.map((t) => (t.id === row.id ? row : t));
    },
    /** Forgets a ticket, as another tab's delete would. */
    remove: (id: number) => {
      stored = stored.filter((t) => t.id !== id);
    },
    answerPutWith: (answer: Answer | null) => {
      putAnswer = answer;
    },
  };
}

/** The list fields a PUT body may change. */
function pickRow(body: Partial<TicketListItem>): Partial<TicketListItem> {
  const { status, priority } = body;
  return { ...(status ? { status } : {}), ...(priority ? { priority } : {}) };
}

/** `count` tickets, `Ticket task 1`.., newest first as the API sorts them. */
export function ticketRows(count: number, overrides: Partial<TicketListItem> = {}) {
  return Array.from({ length: count }, (_, i) =>
    fixtures.ticketListItem({
      id: i + 1,
      code: displayCode('ticket', i + 1),
      task_name: `Ticket task ${i + 1}`,
      ...overrides,
    }),
  );
}
