import type { Knex } from 'knex';
import { importedByCondition } from './imported-by';
import {
  ASSET_STATUSES,
  ASSET_TYPES,
  type AssetListParams,
  type AssetListResponse,
  type AssetSortField,
  type AssetStats,
} from '@trellis/contracts';
import { ASSET_FROM, ASSET_JSON, toAsset, type AssetJson } from './asset-rows';
import {
  enumLiteral,
  listAnswer,
  orderByOf,
  pageItemsJson,
  whereClause,
  type SortExpression,
} from './list-statement';
import { pageBounds, prepared } from './prepared';
import { containingIds } from './search-words';

/** The columns the search box looks in. */
const SEARCHED = ['name', 'assignee', 'location'];

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261123091000). Assignee and location may be empty; they sort
 * last both ways.
 */
const SORT_EXPRESSIONS: Record<AssetSortField, SortExpression> = {
  name: { sql: 'lower(a.name)' },
  assignee: { sql: 'lower(a.assignee)', nullable: true },
  location: { sql: 'lower(a.location)', nullable: true },
  status: { sql: 'a.status' },
  value: { sql: 'a.value' },
  purchase_date: { sql: 'a.purchase_date' },
  created_at: { sql: 'a.created_at' },
};

const orderBy = (query: AssetListParams) => orderByOf(SORT_EXPRESSIONS, query, 'a');

/** The type and status filters as conditions on `alias`, written in (values are enum members). */
function filterConditions(query: AssetListParams, alias: string): string[] {
  const where: string[] = [];
  if (query.type !== 'all') where.push(`${alias}.type = ${enumLiteral(query.type, ASSET_TYPES)}`);
  if (query.status !== 'all')
    where.push(`${alias}.status = ${enumLiteral(query.status, ASSET_STATUSES)}`);
  return where;
}

/** The cards counted over the matches `m`, values summed per currency. */
const MATCH_STATS = `select count(*)::int as total,
    (count(*) filter (where m.status = 'Active'))::int as active,
    (count(*) filter (where m.status = 'Maintenance'))::int as maintenance,
    (select coalesce(json_agg(json_build_object('currency', v.currency, 'amount', v.amount::text)
       order by v.currency), '[]'::json)
     from (select currency, sum(value) as amount from m group by currency) v) as total_value
  from m`;

/** The cards from the aggregate asset_totals (no search: no row of assets is read). */
const totalsStats = (conditions: string[]) => `select coalesce(sum(t.assets), 0)::int as total,
    coalesce(sum(t.assets) filter (where t.status = 'Active'), 0)::int as active,
    coalesce(sum(t.assets) filter (where t.status = 'Maintenance'), 0)::int as maintenance,
    (select coalesce(json_agg(json_build_object('currency', v.currency, 'amount', v.amount::text)
       order by v.currency), '[]'::json)
     from (select currency, sum(value) as amount from asset_totals t ${whereClause(conditions)}
           group by currency having sum(assets) > 0) v) as total_value
  from asset_totals t ${whereClause(conditions)}`;

type ListRow = AssetStats & { items: AssetJson[] };

/**
 * The page, `total` and the cards as ONE prepared statement. With a search (name, assignee or
 * location contains it, on the trigram indexes), the matches `m` are collected once and both
 * the cards and the page come from them; without one, the cards come from asset_totals and the
 * page straight from a sort index. Filter values are enum members written into the text, so
 * the set of statement texts stays small.
 */
export async function listAssets(db: Knex, query: AssetListParams): Promise<AssetListResponse> {
  const conditions = filterConditions(query, 'a');
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  /** The page's assets as JSON, in order, from the ids `pageIds` selects. */
  const items = (ids: string) =>
    `${pageItemsJson({ json: ASSET_JSON, from: ASSET_FROM, alias: 'a', order, ids })} as items`;
  let sql: string;
  let bindings: Knex.RawBinding[];
  // A search or an import narrows the assets to collect as matches; the filters do not.
  const narrowing: string[] = [];
  const narrowingBindings: Knex.RawBinding[] = [];
  if (query.search) {
    const found = await containingIds(db, 'assets', SEARCHED, query.search);
    narrowing.push(`a.id in (${found.sql})`);
    narrowingBindings.push(...found.bindings);
  }
  if (query.import_id !== undefined) {
    narrowing.push(importedByCondition('a', 'assets'));
    narrowingBindings.push(query.import_id);
  }
  if (narrowing.length) {
    conditions.push(...narrowing);
    sql = `with m as (select a.id, a.status, a.currency, a.value from assets a
        ${whereClause(conditions)})
      select s.total, s.active, s.maintenance, s.total_value,
        ${items(`select a.id from assets a where a.id in (select id from m) order by ${order} ${bounds}`)}
      from (${MATCH_STATS}) s`;
    bindings = [...narrowingBindings, ...page];
  } else {
    sql = `select s.total, s.active, s.maintenance, s.total_value,
        ${items(`select a.id from assets a ${whereClause(conditions)} order by ${order} ${bounds}`)}
      from (${totalsStats(filterConditions(query, 't'))}) s`;
    bindings = page;
  }
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  return listAnswer(rows[0]!, query, toAsset);
}
