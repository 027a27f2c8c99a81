import type { Knex } from 'knex';
import {
  LEAVE_STATUSES,
  type LeaveListParams,
  type LeaveListResponse,
  type LeaveSortField,
  type LeaveStats,
} from '@trellis/contracts';
import { containsPattern } from '../lib/like-pattern';
import { LEAVE_FROM, LEAVE_JSON, toLeaveRequest, type LeaveJson } from './leave-rows';
import { enumLiteral, orderByOf, pageItemsJson, whereClause } from './list-statement';
import { pageBounds, prepared } from './prepared';

/** Whitelisted ORDER BY expressions, each with an index on (expression, id) (and by status). */
const SORT_EXPRESSIONS: Record<LeaveSortField, string> = {
  created_at: 'l.created_at',
  start_date: 'l.start_date',
};

const orderBy = (query: LeaveListParams) => orderByOf(SORT_EXPRESSIONS, query, 'l');

/** The per-status counts over the matches `m`. */
const MATCH_STATS = `select count(*)::int as total,
    (count(*) filter (where m.status = 'pending'))::int as pending,
    (count(*) filter (where m.status = 'approved'))::int as approved,
    (count(*) filter (where m.status = 'rejected'))::int as rejected
  from m`;

/** The same from the aggregate leave_status_counts: no row of leave_requests is read. */
const TOTALS_STATS = `select coalesce(sum(leaves), 0)::int as total,
    coalesce(sum(leaves) filter (where status = 'pending'), 0)::int as pending,
    coalesce(sum(leaves) filter (where status = 'approved'), 0)::int as approved,
    coalesce(sum(leaves) filter (where status = 'rejected'), 0)::int as rejected
  from leave_status_counts`;

type ListRow = LeaveStats & { items: LeaveJson[] };

/**
 * A leave's days as a closed range, written exactly as leave_requests_days_idx indexes them so
 * that index answers the overlap; greatest() keeps an older row outside the date check from
 * failing the range constructor.
 */
const LEAVE_DAYS = "daterange(l.start_date, greatest(l.start_date, l.end_date), '[]')";

/**
 * The page, `total` and the stats as ONE prepared statement. The stats count every request
 * matching the search, the engineer and the dates, whatever the status filter, so `total` is
 * the filter's own count. With none of those set they come from the aggregate; otherwise from
 * the matches, found by the trigram, the engineer's or the days' index.
 */
export async function listLeaves(db: Knex, query: LeaveListParams): Promise<LeaveListResponse> {
  const base: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.engineer_id !== undefined) {
    base.push('l.engineer_id = ?');
    bindings.push(query.engineer_id);
  }
  if (query.search) {
    base.push('l.employee_name ilike ?');
    bindings.push(containsPattern(query.search));
  }
  if (query.from || query.to) {
    // An open end is a null bound, which daterange reads as unbounded on that side.
    base.push(`${LEAVE_DAYS} && daterange(?::date, ?::date, '[]')`);
    bindings.push(query.from ?? null, query.to ?? null);
  }
  const filtered =
    query.status === 'all'
      ? base
      : [...base, `l.status = ${enumLiteral(query.status, LEAVE_STATUSES)}`];
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  const pageIds = `select l.id from leave_requests l ${whereClause(filtered)}
    order by ${order} ${bounds}`;
  const items = `${pageItemsJson({ json: LEAVE_JSON, from: LEAVE_FROM, alias: 'l', order, ids: pageIds })} as items`;
  const stats =
    base.length === 0
      ? TOTALS_STATS
      : `with m as (select l.status from leave_requests l ${whereClause(base)}) ${MATCH_STATS}`;
  const sql = `select s.total, s.pending, s.approved, s.rejected, ${items} from (${stats}) s`;
  // In the text's order: the page's conditions and bounds, then the stats' conditions.
  const all = [...bindings, ...page, ...(base.length === 0 ? [] : bindings)];
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, all);
  const { items: rowsOfPage, ...counts } = rows[0]!;
  return {
    items: rowsOfPage.map(toLeaveRequest),
    total: query.status === 'all' ? counts.total : counts[query.status],
    page: query.page,
    limit: query.limit,
    stats: counts,
  };
}
