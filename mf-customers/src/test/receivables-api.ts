import { API_ROUTES, receivableListQuerySchema, type Receivable } from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory receivables API that searches, filters and pages like the real one and records what
 * it was asked, so a test can follow the screen's requests.
 */
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
