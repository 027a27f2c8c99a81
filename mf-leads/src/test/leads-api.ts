import {
  API_ROUTES,
  displayCode,
  leadListQuerySchema,
  type Lead,
  type LeadDetail,
  type LeadStatusHistoryEntry,
} from '@trellis/contracts';
import { apiErrorResponse, delay, fixtures, http, HttpResponse } from '@trellis/platform/testing';

type Answer = () => Response | Promise<Response>;

/**
 * An in-memory leads API that pages, searches and counts like the real one, and records what
 * it was asked, so a test can follow the screen's requests. `failNext*` and `holdStatus` play
 * the server refusing or taking its time.
 */
export function fakeLeadsApi(rows: Lead[]) {
  let stored = [...rows];
  const history = new Map<number, LeadStatusHistoryEntry[]>();
  const listRequests: URLSearchParams[] = [];
  const writes: { method: string; id?: number; body: unknown; requestId: string | null }[] = [];
  let statusAnswer: Answer | null = null;
  let deleteRefusal: string | null = null;
  let nextId = 500;

  const detailOf = (lead: Lead): LeadDetail =>
    fixtures.leadDetail({
      ...lead,
      ...(history.has(lead.id) ? { status_history: history.get(lead.id)! } : {}),
    });

  const handlers = [
    http.get(API_ROUTES.leads, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = leadListQuerySchema.parse(Object.fromEntries(params));
      const needle = query.search.toLowerCase();
      const matches = stored.filter((lead) =>
        [lead.code, lead.task_name, lead.customer_name].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      );
      const count = (status: Lead['status']) => matches.filter((l) => l.status === status).length;
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.leadList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
          stats: {
            total: matches.length,
            BID: count('BID'),
            Confirm: count('Confirm'),
            Reschedule: count('Reschedule'),
            Cancelled: count('Cancelled'),
          },
        }),
      );
    }),
    http.get(API_ROUTES.lead(':id'), ({ params }) => {
      const found = stored.find((lead) => lead.id === Number(params.id));
      return found
        ? HttpResponse.json(detailOf(found))
        : apiErrorResponse(404, 'Lead not found', 'NOT_FOUND');
    }),
    http.put(API_ROUTES.lead(':id'), async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Record<string, unknown>;
      writes.push({ method: 'PUT', id, body, requestId: request.headers.get('x-request-id') });
      if (statusAnswer) return statusAnswer();
      const found = stored.find((lead) => lead.id === id);
      if (!found) return apiErrorResponse(404, 'Lead not found', 'NOT_FOUND');
      const next = {
        status: body.status as Lead['status'],
        reschedule_date: (body.reschedule_date as string | null) ?? null,
      };
      const entries = history.get(id) ?? detailOf(found).status_history;
      history.set(id, [
        ...entries,
        {
          id: entries.length + 1,
          from_status: found.status,
          to_status: next.status,
          reschedule_date: next.reschedule_date,
          reason: (body.reason as string | null) ?? null,
          changed_by_id: 7,
          changed_by_name: 'Ada Lovelace',
          changed_at: '2026-01-06T10:00:00.000Z',
        },
      ]);
      const updated = { ...found, ...next };
      stored = stored.map((lead) => (lead.id === id ? updated : lead));
      return HttpResponse.json(detailOf(updated));
    }),
    http.post(API_ROUTES.leadClone(':id'), ({ params, request }) => {
      const id = Number(params.id);
      writes.push({
        method: 'CLONE',
        id,
        body: null,
        requestId: request.headers.get('x-request-id'),
      });
      const found = stored.find((lead) => lead.id === id)!;
      nextId += 1;
      const copy = fixtures.lead({
        ...found,
        id: nextId,
        code: displayCode('lead', nextId),
        status: 'BID',
        reschedule_date: null,
        ticket_id: null,
        ticket_code: null,
      });
      stored = [copy, ...stored];
      return HttpResponse.json(detailOf(copy), { status: 201 });
    }),
    http.delete(API_ROUTES.lead(':id'), ({ params, request }) => {
      const id = Number(params.id);
      writes.push({
        method: 'DELETE',
        id,
        body: null,
        requestId: request.headers.get('x-request-id'),
      });
      if (deleteRefusal) return apiErrorResponse(409, deleteRefusal, 'IN_USE');
      stored = stored.filter((lead) => lead.id !== id);
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    listRequests,
    writes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => leadListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
    /** Every status change answers this from now on (a failure, a slow answer). */
    answerStatusWith: (answer: Answer) => {
      statusAnswer = answer;
    },
    refuseDeletes: (message: string) => {
      deleteRefusal = message;
    },
  };
}

/** `count` leads, `Lead task 1`.., newest first as the API sorts them. */
export function leadRows(count: number, overrides: Partial<Lead> = {}): Lead[] {
  return Array.from({ length: count }, (_, i) =>
    fixtures.lead({ id: i + 1, task_name: `Lead task ${i + 1}`, ...overrides }),
  );
}

/** The business day `offset` days from today, in UTC (the test kit's business time zone). */
export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

/** A response that waits until the test lets it go. */
export function heldResponse(answer: Answer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    answer: async () => {
      await released;
      await delay(0);
      return answer();
    },
    release: () => release(),
  };
}
