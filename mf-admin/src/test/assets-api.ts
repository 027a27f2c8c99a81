import {
  API_ROUTES,
  assetListQuerySchema,
  type Asset,
  type AssetAssigneeUser,
  type AssetBody,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory assets API that searches, filters and pages like the real one and records what
 * it was asked, so a test can follow the screen's requests.
 */
export function fakeAssetsApi(rows: Asset[], accounts: AssetAssigneeUser[] = []) {
  let stored = [...rows];
  const listRequests: URLSearchParams[] = [];
  const accountSearches: string[] = [];
  const writes: { method: string; id?: number; body: unknown }[] = [];

  const linked = (body: AssetBody) => {
    const user = accounts.find((a) => a.id === body.assignee_user_id) ?? null;
    return { assignee_user: user, assignee: body.assignee ?? user?.name ?? null };
  };

  const handlers = [
    http.get(API_ROUTES.assetAssignees, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      accountSearches.push(search);
      const needle = search.toLowerCase();
      return HttpResponse.json({
        items: accounts.filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(needle)),
      });
    }),
    http.get(API_ROUTES.assets, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listRequests.push(params);
      const query = assetListQuerySchema.parse(Object.fromEntries(params));
      const needle = query.search.toLowerCase();
      const matches = stored.filter(
        (row) =>
          [row.name, row.assignee ?? '', row.location ?? ''].some((text) =>
            text.toLowerCase().includes(needle),
          ) &&
          (query.type === 'all' || row.type === query.type) &&
          (query.status === 'all' || row.status === query.status),
      );
      const items = matches.slice((query.page - 1) * query.limit, query.page * query.limit);
      return HttpResponse.json(
        fixtures.assetList(items, { total: matches.length, page: query.page, limit: query.limit }),
      );
    }),
    http.post(API_ROUTES.assets, async ({ request }) => {
      const body = (await request.json()) as AssetBody;
      writes.push({ method: 'POST', body });
      const created = fixtures.asset({ ...body, ...linked(body), id: 900 });
      stored = [created, ...stored];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API_ROUTES.assets}/:id`, async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as AssetBody;
      writes.push({ method: 'PUT', id, body });
      const updated = fixtures.asset({ ...body, ...linked(body), id });
      stored = stored.map((r) => (r.id === id ? updated : r));
      return HttpResponse.json(updated);
    }),
    http.delete(`${API_ROUTES.assets}/:id`, ({ params }) => {
      const id = Number(params.id);
      writes.push({ method: 'DELETE', id, body: null });
      stored = stored.filter((r) => r.id !== id);
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    writes,
    accountSearches,
    /** The query of the last list request, as the API parsed it. */
    lastQuery: () => assetListQuerySchema.parse(Object.fromEntries(listRequests.at(-1) ?? [])),
  };
}
