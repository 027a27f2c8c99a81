import type { Knex } from 'knex';
import { importedByCondition } from './imported-by';
import {
  LEAD_STATUSES,
  type LeadListParams,
  type LeadListResponse,
  type LeadSortField,
  type LeadStats,
  type LeadStatus,
} from '@trellis/contracts';
import { LEADS_SHOWN, toLead, type LeadJson } from './lead-rows';
import { pageLimit, runStatement, type ListStatement } from './prepared';
import {
  containingCondition,
  containsCondition,
  isCommonSearch,
  lookupWords,
} from './search-words';
import { whereClause } from './list-statement';

export type LeadPageQuery = Pick<
  LeadListParams,
  'search' | 'page' | 'limit' | 'sort' | 'order' | 'status' | 'customer_id' | 'import_id'
>;

type Fragment = ListStatement;

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261123071612; the customer's name is its lower(name) copied on
 * each lead by a trigger, migration 20261128142000). Only the start date can be empty; it sorts
 * last both ways. The Lead column sorts by code, i.e. by id.
 */
const SORT_EXPRESSIONS: Record<LeadSortField, { sql: string; nullable?: true }> = {
  code: { sql: 'l.id' },
  customer_name: { sql: 'l.customer_name_key' },
  task_start_date: { sql: 'l.task_start_date', nullable: true },
  status: { sql: 'l.status' },
  created_at: { sql: 'l.created_at' },
};

/** '#AIM-L-007', 'AIM-L-7', 'L-007' or '007' name lead 7; anything else is not a code. */
export function idFromLeadCode(search: string): number | null {
  const match = /^(?:#?aim-?)?(?:l-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** A status from the contracts' enum, safe to write into SQL (the route has parsed it). */
function statusLiteral(status: LeadStatus): string {
  if (!(LEAD_STATUSES as readonly string[]).includes(status))
    throw new Error(`Bad status ${status}`);
  return `'${status}'`;
}

function orderBy(query: LeadPageQuery, key?: string): string {
  const { sql, nullable } = SORT_EXPRESSIONS[query.sort];
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const id = key ? 'm.id' : 'l.id';
  if (query.sort === 'code') return `${id} ${direction}`;
  // `nulls last` only where nulls exist: on a not-null key it would stop a backward index scan.
  return `${key ?? sql} ${direction}${nullable ? ' nulls last' : ''}, ${id} ${direction}`;
}

/** The columns the search box looks in, as `table.column` (see search-words.ts). */
const SEARCHED = ['leads.task_name', 'customers.name'];

/**
 * The leads a search and the customer filter keep, as rows (id, status, sort_key). The search is
 * one indexed lookup per column, united (an OR across the join would read every lead): the task
 * name's trigram index, and the leads of the customers whose name matches (trigram index, then
 * leads by customer_id); a lead code adds that lead by id. The status filter is applied here too.
 */
export async function matchingLeads(db: Knex, query: LeadPageQuery): Promise<Fragment> {
  const where: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const common = Boolean(query.search) && (await isCommonSearch(db, query.search, SEARCHED));
  if (common) {
    // A search in most leads reads them once, the task name and the customer's name (the copy
    // each lead keeps, lower-cased, for sorting) ORed, instead of uniting lookups of most of
    // the table.
    const found = await containingCondition(
      db,
      'leads',
      ['task_name', 'customer_name_key'],
      query.search,
    );
    const codeId = idFromLeadCode(query.search);
    where.push(`(${found.sql}${codeId === null ? '' : ' or l.id = ?'})`);
    bindings.push(...found.bindings, ...(codeId === null ? [] : [codeId]));
  } else if (query.search) {
    const words = await lookupWords(db, query.search, SEARCHED);
    const task = containsCondition('task_name', query.search, words.get('leads.task_name'));
    const customer = containsCondition('name', query.search, words.get('customers.name'));
    const codeId = idFromLeadCode(query.search);
    // The code's lead is one more united lookup: OR-ed beside the others, it would read every lead.
    where.push(`l.id in (select id from leads where ${task.sql}
      union select id from leads where customer_id in (select id from customers where ${customer.sql})
      ${codeId === null ? '' : 'union select id from leads where id = ?'})`);
    bindings.push(...task.bindings, ...customer.bindings, ...(codeId === null ? [] : [codeId]));
  }
  if (query.customer_id !== undefined) {
    // bigint: an id beyond integer's range matches nothing instead of failing.
    where.push('l.customer_id = ?::bigint');
    bindings.push(query.customer_id);
  }
  if (query.import_id !== undefined) {
    where.push(importedByCondition('l', 'leads'));
    bindings.push(query.import_id);
  }
  if (query.status) where.push(`l.status = ${statusLiteral(query.status)}`);
  const { sql } = SORT_EXPRESSIONS[query.sort];
  return {
    sql: `select l.id, l.status, ${sql} as sort_key from leads l ${whereClause(where)}`,
    bindings,
    planEachCall: common,
  };
}

const STATUS_COLUMNS = LEAD_STATUSES.map((s) => `stats_${s.toLowerCase()}`);

/** The tiles over every lead: the per-status counts triggers keep (never a count over leads). */
const UNFILTERED_STATS = `select ${LEAD_STATUSES.map(
  (s, i) =>
    `coalesce(sum(leads) filter (where status = ${statusLiteral(s)}), 0)::int as ${STATUS_COLUMNS[i]}`,
).join(', ')} from lead_status_counts`;

/** The tiles over the matches `m`. */
const FILTERED_STATS = `select ${LEAD_STATUSES.map(
  (s, i) => `(count(*) filter (where m.status = ${statusLiteral(s)}))::int as ${STATUS_COLUMNS[i]}`,
).join(', ')} from m`;

type ListRow = Record<string, number> & { items: LeadJson[] };

const statements = new Map<string, string>();

/**
 * The page, `total` and the tiles as ONE prepared statement answering one row: the tiles' counts
 * and the page as JSON. Without a search or customer filter, the tiles come from the aggregate
 * (a status filter keeps its own status's count) and the page's ids straight from a sort index;
 * otherwise the tiles are counted over the matches `m` and the page sorted from them. Only the
 * page's rows are then read, with their customer and ticket. Unfiltered page 1 has its limit (and
 * status) written in: with no parameter left, PostgreSQL keeps one generic plan (see
 * customers-list.ts). Exported for the EXPLAIN in bench/.
 */
export async function leadListStatement(db: Knex, query: LeadPageQuery): Promise<Fragment> {
  const filtered =
    Boolean(query.search) || query.customer_id !== undefined || query.import_id !== undefined;
  const matches = filtered ? await matchingLeads(db, query) : null;
  const literalLimit = !filtered && query.page === 1;
  const bindings = [
    ...(matches?.bindings ?? []),
    ...(literalLimit ? [] : [query.limit, (query.page - 1) * query.limit]),
  ];
  const bounds = literalLimit ? `limit ${pageLimit(query.limit)}` : 'limit ? offset ?';
  const key = `${matches?.sql ?? ''}|${query.status ?? ''}|${query.sort}|${query.order}|${literalLimit ? bounds : '?'}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const pageIds = matches
      ? `select m.id from m order by ${orderBy(query, 'm.sort_key')} ${bounds}`
      : `select l.id from leads l
         ${query.status ? `where l.status = ${statusLiteral(query.status)}` : ''}
         order by ${orderBy(query)} ${bounds}`;
    sql = `${matches ? `with m as (${matches.sql}) ` : ''}
      select ${STATUS_COLUMNS.map((c) => `s.${c}`).join(', ')},
        (select coalesce(json_agg(lead_row order by ${orderBy(query)}), '[]'::json)
         from ${LEADS_SHOWN}
         where l.id in (${pageIds})) as items
      from (${matches ? FILTERED_STATS : UNFILTERED_STATS}) s`;
    if (statements.size < 500) statements.set(key, sql);
  }
  return { sql, bindings, planEachCall: matches?.planEachCall };
}

export async function listLeads(db: Knex, query: LeadPageQuery): Promise<LeadListResponse> {
  const { rows } = await runStatement<{ rows: ListRow[] }>(db, await leadListStatement(db, query));
  const row = rows[0]!;
  const counts = Object.fromEntries(
    LEAD_STATUSES.map((s, i) => {
      // Unfiltered counts are per status: a status filter keeps only its own.
      const shown = !query.status || query.status === s;
      return [s, shown ? row[STATUS_COLUMNS[i]!]! : 0];
    }),
  ) as Record<LeadStatus, number>;
  const stats: LeadStats = {
    total: LEAD_STATUSES.reduce((sum, s) => sum + counts[s], 0),
    ...counts,
  };
  return {
    items: row.items.map(toLead),
    total: stats.total,
    page: query.page,
    limit: query.limit,
    stats,
  };
}
