import {
  API_ROUTES,
  engineerListQuerySchema,
  needsComplianceBadge,
  type EngineerDetail,
  type EngineerListItem,
} from '@trellis/contracts';
import {
  apiErrorResponse,
  fakeListApi,
  fixtures,
  http,
  HttpResponse,
} from '@trellis/platform/testing';

/**
 * An in-memory engineers API that searches, filters and pages like the real one and records
 * what it was asked, so a test can follow the screen's requests.
 */
export function fakeEngineersApi(rows: EngineerListItem[], details: EngineerDetail[] = []) {
  const writes: { method: string; id?: number; body: unknown }[] = [];
  let deleteRefusal: string | null = null;
  const list = fakeListApi({
    path: API_ROUTES.engineers,
    rows,
    query: engineerListQuerySchema,
    matches: (row, query) =>
      [row.code, row.name, row.email, row.phone ?? ''].some((text) =>
        text.toLowerCase().includes(query.search.toLowerCase()),
      ) &&
      (query.documents === 'all' ||
        (query.documents === 'expired'
          ? row.compliance.urgency === 'expired'
          : needsComplianceBadge(row.compliance.urgency) && row.compliance.urgency !== 'expired')),
    answer: (page, all, query) =>
      fixtures.engineerList(page, { total: all.length, page: query.page, limit: query.limit }),
  });

  const handlers = [
    ...list.handlers,
    http.get(`${API_ROUTES.engineers}/:id`, ({ params }) => {
      const id = Number(params.id);
      const detail = details.find((d) => d.id === id);
      if (detail) return HttpResponse.json(detail);
      const row = list.stored().find((r) => r.id === id);
      return row
        ? HttpResponse.json(fixtures.engineerDetail(row))
        : apiErrorResponse(404, 'Engineer not found', 'NOT_FOUND');
    }),
    http.post(API_ROUTES.engineers, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      writes.push({ method: 'POST', body });
      const created = fixtures.engineerListItem({
        id: 900,
        name: body.name,
        email: body.email,
        phone: body.phone,
        status: 'Invited',
      });
      list.add([created], 'start');
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API_ROUTES.engineers}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Partial<EngineerListItem>;
      writes.push({ method: 'PUT', id, body });
      const found = list.stored().find((r) => r.id === id) ?? details.find((d) => d.id === id);
      if (!found) return apiErrorResponse(404, 'Engineer not found', 'NOT_FOUND');
      // The fixture builds the account and its profile; the pay rate is the detail's own.
      const { pay_rate, pay_currency, ...rest } = { ...found, ...body } as Partial<EngineerDetail>;
      return HttpResponse.json({
        ...fixtures.engineerDetail(rest),
        pay_rate: pay_rate ?? null,
        pay_currency: pay_currency ?? 'USD',
      });
    }),
    http.delete(`${API_ROUTES.engineers}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      if (deleteRefusal) return apiErrorResponse(409, deleteRefusal, 'CONFLICT');
      list.update((stored) => stored.filter((r) => r.id !== id));
      return HttpResponse.json({ id, message: 'Engineer deleted' });
    }),
  ];

  return {
    handlers,
    listRequests: list.listRequests,
    writes,
    lastQuery: list.lastQuery,
    refuseDeletes: (message: string) => {
      deleteRefusal = message;
    },
    /** What the server holds now (a realtime test changes it behind the screen's back). */
    replaceRows: (next: EngineerListItem[]) => list.update(() => next),
  };
}

/** `count` engineers, `Engineer 1`.., newest first as the API sorts them. */
export function engineerRows(count: number): EngineerListItem[] {
  return Array.from({ length: count }, (_, i) =>
    fixtures.engineerListItem({ id: i + 1, name: `Engineer ${i + 1}` }),
  );
}

/** The business day `offset` days from today, in UTC (the test kit's business time zone). */
export function dayFromToday(offset: number, from = new Date()): string {
  const day = new Date(from);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
