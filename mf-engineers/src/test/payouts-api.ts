import { API_ROUTES, payoutListQuerySchema, type Payout } from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory payouts API that searches, filters and pages like the real one and records what
 * it was asked, so a test can follow the screen's requests.
 */
export function fakePayoutsApi(rows: Payout[]) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const handlers = [
    http.get(API_ROUTES.payouts, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = payoutListQuerySchema.parse(Object.fromEntries(params));
      const matches = stored.filter(
        (p) =>
          p.engineer_name.toLowerCase().includes(query.search.toLowerCase()) &&
          (!query.month || p.month === query.month) &&
          (query.status === 'all' || p.status === query.status),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.payoutList(items, { total: matches.length, page: query.page, limit: query.limit }),
      );
    }),
    http.put(`${API_ROUTES.payouts}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Partial<Payout>;
      writes.push({ method: 'PUT', url: API_ROUTES.payout(id), body });
      const updated = fixtures.payout({ ...stored.find((p) => p.id === id), ...body, id });
      stored = stored.map((p) => (p.id === id ? updated : p));
      return HttpResponse.json(updated);
    }),
  ];
  return {
    handlers,
    writes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => payoutListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
    listRequests: () => listRequests.length,
    replace: (next: Payout[]) => (stored = next),
  };
}
