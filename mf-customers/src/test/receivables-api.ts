import { API_ROUTES, receivableListQuerySchema, type Receivable } from '@trellis/contracts';
import { fakeListApi, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory receivables API that searches, filters and pages like the real one and records what
 * it was asked, so a test can follow the screen's requests.
 */
export function fakeReceivablesApi(rows: Receivable[]) {
  const writes: string[] = [];
  const list = fakeListApi({
    path: API_ROUTES.receivables,
    rows,
    query: receivableListQuerySchema,
    matches: (r, query) =>
      `${r.invoice_number} ${r.customer_name}`.toLowerCase().includes(query.search.toLowerCase()) &&
      (query.status === 'all' || r.status === query.status) &&
      (query.aging === 'all' ||
        (query.aging === 'overdue' ? r.status === 'overdue' : r.status === 'pending')),
    answer: (page, all, query) =>
      fixtures.receivableList(page, {
        total: all.length,
        page: query.page,
        limit: query.limit,
        aging: { basis: query.aging_basis },
      }),
  });
  const pay = http.post(`${API_ROUTES.receivables}/:id/pay`, ({ params }) => {
    const id = Number(params.id);
    writes.push(API_ROUTES.receivablePay(id));
    const paid = fixtures.receivable({
      ...list.stored().find((r) => r.id === id),
      status: 'paid',
      paid_date: '2026-01-05',
      days_overdue: 0,
    });
    list.update((stored) => stored.map((r) => (r.id === id ? paid : r)));
    return HttpResponse.json(paid);
  });
  return { handlers: [...list.handlers, pay], writes, lastQuery: list.lastQuery };
}
