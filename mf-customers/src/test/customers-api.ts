import {
  API_ROUTES,
  customerListQuerySchema,
  type Customer,
  type CustomerListItem,
} from '@trellis/contracts';
import {
  apiErrorResponse,
  fakeListApi,
  fixtures,
  http,
  HttpResponse,
} from '@trellis/platform/testing';

/**
 * An in-memory GET/DELETE /api/customers that pages, searches and counts like the API does,
 * and records what it was asked, so a test can follow the list's requests.
 */
export function fakeCustomersApi(rows: CustomerListItem[]) {
  const deletes: { id: number; requestId: string | null }[] = [];
  const details = new Map<number, Customer>();
  let deleteRefusal: string | null = null;
  const list = fakeListApi({
    path: API_ROUTES.customers,
    rows,
    query: customerListQuerySchema,
    matches: (row, query) => row.name.toLowerCase().includes(query.search.toLowerCase()),
    answer: (page, all, query) =>
      fixtures.customerList(page, { total: all.length, page: query.page, limit: query.limit }),
  });

  const handlers = [
    ...list.handlers,
    http.get(API_ROUTES.customer(':id'), ({ params }) => {
      const found = details.get(Number(params.id));
      return found
        ? HttpResponse.json(found)
        : apiErrorResponse(404, 'Customer not found', 'NOT_FOUND');
    }),
    http.delete(API_ROUTES.customer(':id'), ({ params, request }) => {
      const id = Number(params.id);
      if (deleteRefusal) return apiErrorResponse(409, deleteRefusal, 'CONFLICT');
      deletes.push({ id, requestId: request.headers.get('x-request-id') });
      list.update((stored) => stored.filter((row) => row.id !== id));
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    listRequests: list.listRequests,
    deletes,
    lastQuery: list.lastQuery,
    addDetail: (customer: Customer) => details.set(customer.id, customer),
    refuseDeletes: (message: string) => {
      deleteRefusal = message;
    },
  };
}

/** `count` customers named `Customer 1`..`Customer n`, newest first as the API sorts them. */
export function customerRows(count: number): CustomerListItem[] {
  return Array.from({ length: count }, (_, i) =>
    fixtures.customerListItem({ id: i + 1, name: `Customer ${i + 1}` }),
  );
}

/** The business day `offset` days from today, in UTC (the test kit's business time zone). */
export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
