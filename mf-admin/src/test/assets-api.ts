import {
  API_ROUTES,
  assetListQuerySchema,
  type Asset,
  type AssetAssigneeUser,
  type AssetBody,
} from '@trellis/contracts';
import { fakeListApi, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * An in-memory assets API that searches, filters and pages like the real one, with the
 * assignee search the form's account picker asks.
 */
export function fakeAssetsApi(rows: Asset[], accounts: AssetAssigneeUser[] = []) {
  const accountSearches: string[] = [];
  const linked = (body: AssetBody) => {
    const user = accounts.find((a) => a.id === body.assignee_user_id) ?? null;
    return { assignee_user: user, assignee: body.assignee ?? user?.name ?? null };
  };
  const api = fakeListApi({
    path: API_ROUTES.assets,
    rows,
    query: assetListQuerySchema,
    matches: (row, query) =>
      [row.name, row.assignee ?? '', row.location ?? ''].some((text) =>
        text.toLowerCase().includes(query.search.toLowerCase()),
      ) &&
      (query.type === 'all' || row.type === query.type) &&
      (query.status === 'all' || row.status === query.status),
    answer: (items, all, query) =>
      fixtures.assetList(items, { total: all.length, page: query.page, limit: query.limit }),
    save: (body: AssetBody, id) => fixtures.asset({ ...body, ...linked(body), id }),
  });
  const assignees = http.get(API_ROUTES.assetAssignees, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search') ?? '';
    accountSearches.push(search);
    const needle = search.toLowerCase();
    return HttpResponse.json({
      items: accounts.filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(needle)),
    });
  });
  return { ...api, handlers: [assignees, ...api.handlers], accountSearches };
}
