import { API_ROUTES, payoutListQuerySchema, type Payout } from '@trellis/contracts';
import { fakeListApi, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory payouts API that searches, filters and pages like the real one and records what
 * it was asked, so a test can follow the screen's requests.
 */
export function fakePayoutsApi(rows: Payout[]) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const list = fakeListApi({
    path: API_ROUTES.payouts,
    rows,
    query: payoutListQuerySchema,
    matches: (p, query) =>
      p.engineer_name.toLowerCase().includes(query.search.toLowerCase()) &&
      (!query.month || p.month === query.month) &&
      (query.status === 'all' || p.status === query.status),
    answer: (page, all, query) =>
      fixtures.payoutList(page, { total: all.length, page: query.page, limit: query.limit }),
  });
  const update = http.put(`${API_ROUTES.payouts}/:id`, async ({ params, request }) => {
    const id = Number(params.id);
    const body = (await request.json()) as Partial<Payout>;
    writes.push({ method: 'PUT', url: API_ROUTES.payout(id), body });
    const updated = fixtures.payout({ ...list.stored().find((p) => p.id === id), ...body, id });
    list.update((stored) => stored.map((p) => (p.id === id ? updated : p)));
    return HttpResponse.json(updated);
  });
  return {
    handlers: [...list.handlers, update],
    writes,
    lastQuery: list.lastQuery,
    listRequests: list.listRequestCount,
    replace: (next: Payout[]) => list.update(() => next),
  };
}
