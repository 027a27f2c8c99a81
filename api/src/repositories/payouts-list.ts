import type { Knex } from 'knex';
import {
  PAYOUT_STATUSES,
  type PayoutListParams,
  type PayoutListResponse,
  type PayoutSortField,
  type PayoutStats,
} from '@trellis/contracts';
import { PAYOUT_CSV_SELECT, PAYOUT_JSON, toPayout, type PayoutJson } from './payout-rows';
import { enumLiteral, orderByOf, pageItemsJson, whereClause } from './list-statement';
import { pageBounds, prepared } from './prepared';
import { containingIds } from './search-words';

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261126030000).
 */
const SORT_EXPRESSIONS: Record<PayoutSortField, string> = {
  engineer_name: 'lower(p.engineer_name)',
  month: 'p.month',
  total: 'p.total',
  status: 'p.status',
};

const orderBy = (query: PayoutListParams) => orderByOf(SORT_EXPRESSIONS, query, 'p');

interface Conditions {
  sql: string[];
  bindings: Knex.RawBinding[];
}

/** The month and status filters on `alias` (payouts p, or the aggregate payout_totals t). */
function filterConditions(query: PayoutListParams, alias: string): Conditions {
  const sql: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.month) {
    sql.push(`${alias}.month = ?::date`);
    bindings.push(`${query.month}-01`);
  }
  if (query.status !== 'all')
    sql.push(`${alias}.status = ${enumLiteral(query.status, PAYOUT_STATUSES)}`);
  return { sql, bindings };
}

/**
 * Total, paid and not-yet-paid (pending and processing) per currency over `source`, rows of
 * (status, currency, n, amount): each card lists every currency that has a payout.
 */
const statsOver = (source: string) => `select
    coalesce(json_agg(json_build_object('currency', c.currency, 'amount', c.total::text)
      order by c.currency), '[]'::json) as total,
    coalesce(json_agg(json_build_object('currency', c.currency, 'amount', c.paid::text)
      order by c.currency), '[]'::json) as paid,
    coalesce(json_agg(json_build_object('currency', c.currency, 'amount', c.pending::text)
      order by c.currency), '[]'::json) as pending,
    coalesce(sum(c.n), 0)::int as count
  from (select s.currency, sum(s.n) as n, sum(s.amount)::numeric(20, 2) as total,
      coalesce(sum(s.amount) filter (where s.status = 'paid'), 0)::numeric(20, 2) as paid,
      coalesce(sum(s.amount) filter (where s.status <> 'paid'), 0)::numeric(20, 2) as pending
    from (${source}) s group by s.currency having sum(s.n) > 0) c`;

type ListRow = PayoutStats & { count: number; items: PayoutJson[] };

/** The search's condition on `payouts p`: the engineer's name contains it. */
async function searchCondition(db: Knex, search: string): Promise<Conditions> {
  const found = await containingIds(db, 'payouts', ['engineer_name'], search);
  return { sql: [`p.id in (${found.sql})`], bindings: found.bindings };
}

/**
 * The page, `total` and the cards as ONE prepared statement. With a search (on the trigram
 * index of the name), the matches `m` are collected once and both the cards and the page come
 * from them; without one, the cards come from the aggregate payout_totals (no payout row is
 * read) and the page straight from a sort index.
 */
export async function listPayouts(db: Knex, query: PayoutListParams): Promise<PayoutListResponse> {
  const conditions = filterConditions(query, 'p');
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  const items = (ids: string) =>
    `${pageItemsJson({ json: PAYOUT_JSON, from: 'payouts p', alias: 'p', order, ids })} as items`;
  let sql: string;
  let bindings: Knex.RawBinding[];
  if (query.search) {
    const search = await searchCondition(db, query.search);
    const where = whereClause([...conditions.sql, ...search.sql]);
    sql = `with m as (select p.id, p.status, p.currency, p.total from payouts p ${where})
      select s.total, s.paid, s.pending, s.count,
        ${items(`select p.id from payouts p where p.id in (select id from m) order by ${order} ${bounds}`)}
      from (${statsOver('select m.status, m.currency, 1 as n, m.total as amount from m')}) s`;
    bindings = [...conditions.bindings, ...search.bindings, ...page];
  } else {
    const totals = filterConditions(query, 't');
    sql = `select s.total, s.paid, s.pending, s.count,
        ${items(`select p.id from payouts p ${whereClause(conditions.sql)} order by ${order} ${bounds}`)}
      from (${statsOver(`select t.status, t.currency, t.payouts as n, t.amount from payout_totals t
        ${whereClause(totals.sql)}`)}) s`;
    // In the order the placeholders appear: the page's, then the cards'.
    bindings = [...conditions.bindings, ...page, ...totals.bindings];
  }
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  const { items: rowsOfPage, count, ...stats } = rows[0]!;
  return {
    items: rowsOfPage.map(toPayout),
    total: count,
    page: query.page,
    limit: query.limit,
    stats,
  };
}

/** The export's statement: every matching payout, in the list's order, as CSV columns. */
export async function payoutExportStatement(
  db: Knex,
  query: PayoutListParams,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const conditions = filterConditions(query, 'p');
  if (query.search) {
    const search = await searchCondition(db, query.search);
    conditions.sql.push(...search.sql);
    conditions.bindings.push(...search.bindings);
  }
  return {
    sql: `select ${PAYOUT_CSV_SELECT} from payouts p ${whereClause(conditions.sql)}
      order by ${orderBy(query)}`,
    bindings: conditions.bindings,
  };
}
