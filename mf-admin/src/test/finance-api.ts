import {
  API_ROUTES,
  payoutListQuerySchema,
  receivableListQuerySchema,
  type Payout,
  type Receivable,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * In-memory payouts and receivables APIs that search, filter and page like the real ones and
 * record what they were asked, so a test can follow the screens' requests.
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

export function fakeReceivablesApi(rows: Receivable[]) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const writes: string[] = [];
  const handlers = [
    http.get(API_ROUTES.receivables, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = receivableListQuerySchema.parse(Object.fromEntries(params));
      const needle = query.search.toLowerCase();
      const matches = stored.filter(
        (r) =>
          `${r.invoice_number} ${r.customer_name}`.toLowerCase().includes(needle) &&
          (query.status === 'all' || r.status === query.status) &&
          (query.aging === 'all' ||
            (query.aging === 'overdue' ? r.status === 'overdue' : r.status === 'pending')),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.receivableList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
          aging: { basis: query.aging_basis },
        }),
      );
    }),
    http.post(`${API_ROUTES.receivables}/:id/pay`, ({ params }) => {
      const id = Number(params.id);
      writes.push(API_ROUTES.receivablePay(id));
      const paid = fixtures.receivable({
        ...stored.find((r) => r.id === id),
        status: 'paid',
        paid_date: '2026-01-05',
        days_overdue: 0,
      });
      stored = stored.map((r) => (r.id === id ? paid : r));
      return HttpResponse.json(paid);
    }),
  ];
  return {
    handlers,
    writes,
    lastQuery: () => receivableListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
  };
}
