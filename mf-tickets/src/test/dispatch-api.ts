import {
  API_ROUTES,
  displayCode,
  dispatchEngineerSchema,
  dispatchQuerySchema,
  dispatchSuggestionSchema,
  dispatchTicketSchema,
  type DispatchEngineer,
  type DispatchParams,
  type DispatchSuggestion,
  type DispatchTicket,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

type Answer = () => Response | Promise<Response>;

/** An active engineer of the board, free and compliant unless told otherwise. */
export function dispatchEngineer(overrides: Partial<DispatchEngineer> & { id: number }) {
  return dispatchEngineerSchema.parse({
    code: displayCode('engineer', overrides.id),
    name: `Engineer ${overrides.id}`,
    compliance: { nearest_expiry: null, urgency: null, document: null },
    leaves: [],
    booked_hours_by_day: {},
    ...overrides,
  });
}

/** A card of the board: an open, unassigned one-day ticket in Leeds unless told otherwise. */
export function dispatchTicket(
  overrides: Partial<DispatchTicket> & { id: number; task_start_date: string },
) {
  return dispatchTicketSchema.parse({
    code: displayCode('ticket', overrides.id),
    task_name: `Ticket task ${overrides.id}`,
    status: 'Offered',
    status_group: 'open',
    priority: 'Medium',
    customer_name: 'Acme Ltd',
    engineer_id: null,
    task_end_date: overrides.task_start_date,
    task_time_hours: 9,
    city: 'Leeds',
    country: 'United Kingdom',
    holiday_dates: [],
    ...overrides,
  });
}

export const suggestion = (overrides: Partial<DispatchSuggestion> & { engineer_id: number }) =>
  dispatchSuggestionSchema.parse({
    name: `Engineer ${overrides.engineer_id}`,
    code: displayCode('engineer', overrides.engineer_id),
    availability: 'available',
    assignable: true,
    reason: 'free all days',
    booked_hours: 0,
    earlier_jobs_in_city: 0,
    ...overrides,
  });

export interface FakeDispatchOptions {
  engineers?: DispatchEngineer[];
  tickets?: DispatchTicket[];
  /** What GET /api/dispatch/suggestions answers, by ticket id. */
  suggestions?: Record<number, DispatchSuggestion[]>;
}

/**
 * GET /api/dispatch over in-memory engineers and tickets (range, search, country and status
 * group filter the cards like the real one), the suggestions, and PUT /api/tickets/:id, which
 * stores the new engineer. Records the queries and writes; `answerPutWith` plays a refusal.
 */
export function fakeDispatchApi({
  engineers = [],
  tickets = [],
  suggestions = {},
}: FakeDispatchOptions) {
  let stored = [...tickets];
  const boardRequests: DispatchParams[] = [];
  const writes: { id: number; body: unknown }[] = [];
  let putAnswer: Answer | null = null;

  const handlers = [
    http.get(API_ROUTES.dispatch, ({ request }) => {
      const query = dispatchQuerySchema.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      boardRequests.push(query);
      const needle = query.search.toLowerCase();
      const cards = stored.filter(
        (t) =>
          t.task_start_date <= query.to &&
          t.task_end_date >= query.from &&
          [t.code, t.task_name, t.customer_name, t.city ?? ''].some((text) =>
            text.toLowerCase().includes(needle),
          ) &&
          (!query.country || t.country === query.country) &&
          (!query.status_group || t.status_group === query.status_group),
      );
      const page = engineers.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json({
        from: query.from,
        to: query.to,
        engineers: page,
        tickets: cards.filter(
          (t) => t.engineer_id === null || page.some((e) => e.id === t.engineer_id),
        ),
        holidays: [],
        total: engineers.length,
        page: query.page,
        limit: query.limit,
      });
    }),
    http.get(API_ROUTES.dispatchSuggestions, ({ request }) => {
      const ticketId = Number(new URL(request.url).searchParams.get('ticket_id'));
      const list = suggestions[ticketId] ?? [];
      return HttpResponse.json({ ticket_id: ticketId, suggestions: list, total: list.length });
    }),
    http.put(API_ROUTES.ticket(':id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as { engineer_id: number | null };
      writes.push({ id, body });
      if (putAnswer) return putAnswer();
      stored = stored.map((t) => (t.id === id ? { ...t, engineer_id: body.engineer_id } : t));
      const card = stored.find((t) => t.id === id)!;
      return HttpResponse.json(
        fixtures.ticket({
          id,
          code: card.code,
          task_name: card.task_name,
          engineer_id: body.engineer_id,
          engineer_name: body.engineer_id ? `Engineer ${body.engineer_id}` : null,
        }),
      );
    }),
  ];

  return {
    handlers,
    boardRequests,
    lastBoardQuery: () => boardRequests.at(-1),
    writes,
    answerPutWith: (answer: Answer | null) => {
      putAnswer = answer;
    },
  };
}
