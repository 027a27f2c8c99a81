import {
  API_ROUTES,
  ALL_COUNTRIES,
  holidayListQuerySchema,
  type Holiday,
  type HolidayBody,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory holidays API that searches, filters and pages like the real one and records
 * what it was asked, so a test can follow the screen's requests.
 */
export function fakeHolidaysApi(rows: Holiday[]) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const writes: { method: string; id?: number; body: unknown }[] = [];

  const handlers = [
    http.get(API_ROUTES.holidays, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = holidayListQuerySchema.parse(Object.fromEntries(params));
      const needle = query.search.toLowerCase();
      const matches = stored.filter(
        (row) =>
          (row.title.toLowerCase().includes(needle) || row.type.toLowerCase().includes(needle)) &&
          (query.country === ALL_COUNTRIES || row.country === query.country) &&
          (query.status === 'all' || row.status === query.status),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.holidayList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
          stats: {
            active: matches.filter((m) => m.status === 'active').length,
            countries: new Set(matches.map((m) => m.country)).size,
          },
        }),
      );
    }),
    http.post(API_ROUTES.holidays, async ({ request }) => {
      const body = (await request.json()) as HolidayBody;
      writes.push({ method: 'POST', body });
      if (stored.some((r) => r.title === body.title && r.date === body.date))
        return apiErrorResponse(409, `${body.title} already exists on that date`, 'CONFLICT');
      const created = fixtures.holiday({ ...body, id: 900 });
      stored = [...stored, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API_ROUTES.holidays}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as HolidayBody;
      writes.push({ method: 'PUT', id, body });
      const updated = fixtures.holiday({ ...stored.find((r) => r.id === id), ...body, id });
      stored = stored.map((r) => (r.id === id ? updated : r));
      return HttpResponse.json(updated);
    }),
    http.delete(`${API_ROUTES.holidays}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      stored = stored.filter((r) => r.id !== id);
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    writes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => holidayListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
    /** What the server holds now (a sync adds behind the screen's back). */
    add: (more: Holiday[]) => {
      stored = [...stored, ...more];
    },
  };
}

/** `count` holidays, `Holiday 1`.. in date order, all in the United Kingdom. */
export function holidayRows(count: number): Holiday[] {
  return Array.from({ length: count }, (_, i) =>
    fixtures.holiday({
      id: i + 1,
      title: `Holiday ${i + 1}`,
      date: `2026-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }),
  );
}
