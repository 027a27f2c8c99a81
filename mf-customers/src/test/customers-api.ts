import {
  API_ROUTES,
  customerListQuerySchema,
  type Customer,
  type CustomerListItem,
} from '@trellis/contracts';
import { apiErrorResponse, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory GET/DELETE /api/customers that pages, searches and counts like the API does,
 * and records what it was asked, so a test can follow the list's requests.
 */
export function fakeCustomersApi(rows: CustomerListItem[]) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const deletes: { id: number; requestId: string | null }[] = [];
  const details = new Map<number, Customer>();
  let deleteRefusal: string | null = null;

  const handlers = [
    http.get(API_ROUTES.customers, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = customerListQuerySchema.parse(Object.fromEntries(params));
      const matches = stored.filter((row) =>
        row.name.toLowerCase().includes(query.search.toLowerCase()),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.customerList(items, {
          total: matches.length,
          page: query.page,
          limit: query.limit,
        }),
      );
    }),
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
      stored = stored.filter((row) => row.id !== id);
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    listRequests,
    deletes,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => customerListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
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
