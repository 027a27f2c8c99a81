import {
  API_ROUTES,
  leaveListQuerySchema,
  type LeaveDecision,
  type LeaveRequest,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/** The engineers the Engineer filter offers, by name. */
export const LEAVE_ENGINEERS = [
  { id: 6, name: 'Alan Turing' },
  { id: 5, name: 'Grace Hopper' },
];

/**
 * An in-memory leave requests API that searches by name, filters by engineer, dates and status
 * and pages like the real one, decides a pending request, and records what it was asked.
 */
export function fakeLeavesApi(rows: LeaveRequest[]) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const decisions: { id: number; status: LeaveDecision }[] = [];

  const handlers = [
    http.get(API_ROUTES.leaveRequests, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const q = leaveListQuerySchema.parse(Object.fromEntries(params));
      // Every filter but the status: the stats count these.
      const named = stored.filter(
        (l) =>
          l.employee_name.toLowerCase().includes(q.search.toLowerCase()) &&
          (q.engineer_id === undefined || l.engineer_id === q.engineer_id) &&
          (!q.from || l.end_date >= q.from) &&
          (!q.to || l.start_date <= q.to),
      );
      const matches = named.filter((l) => q.status === 'all' || l.status === q.status);
      const count = (status: LeaveRequest['status']) =>
        named.filter((l) => l.status === status).length;
      return HttpResponse.json(
        fixtures.leaveList(matches.slice((q.page - 1) * q.limit, q.page * q.limit), {
          total: matches.length,
          page: q.page,
          limit: q.limit,
          stats: {
            total: named.length,
            pending: count('pending'),
            approved: count('approved'),
            rejected: count('rejected'),
          },
        }),
      );
    }),
    http.get(API_ROUTES.ticketEngineerOptions, () =>
      HttpResponse.json({
        items: LEAVE_ENGINEERS.map(({ id, name }) => ({
          id,
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          code: `AIM-E-${String(id).padStart(3, '0')}`,
          status: 'Active',
          compliant: true,
          reason: null,
        })),
      }),
    ),
    http.put(`${API_ROUTES.leaveRequests}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const { status } = (await request.json()) as { status: LeaveDecision };
      decisions.push({ id, status });
      stored = stored.map((l) =>
        l.id === id
          ? {
              ...l,
              status,
              decided_by_name: 'Ada Lovelace',
              decided_at: '2026-11-20T10:00:00.000Z',
            }
          : l,
      );
      return HttpResponse.json(stored.find((l) => l.id === id));
    }),
  ];

  return {
    handlers,
    decisions,
    /** A request made after the page loaded: it comes first. */
    add: (leave: LeaveRequest) => {
      stored = [leave, ...stored];
    },
    lastParams: () => listRequests.at(-1) ?? new URLSearchParams(),
    /** Every list request so far, as plain objects. */
    requests: () => listRequests.map((params) => Object.fromEntries(params)),
  };
}
