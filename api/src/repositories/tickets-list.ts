import type { Knex } from 'knex';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_STATUS_GROUPS,
  type TicketCalendarDay,
  type TicketCalendarParams,
  type TicketCalendarResponse,
  type TicketListParams,
  type TicketListResponse,
  type TicketSortField,
  type TicketStats,
  type TicketStatus,
} from '@trellis/contracts';
import { TICKET_JOINS, TICKET_JSON, toTicketListItem, type TicketJson } from './ticket-rows';
import { pageLimit, prepared } from './prepared';
import { containsCondition, lookupWords } from './search-words';
import { whereClause } from './list-statement';
import { codeWords, idFromTicketCode } from './ticket-code-search';

export type TicketPageQuery = Pick<
  TicketListParams,
  'search' | 'page' | 'limit' | 'sort' | 'order' | 'status' | 'priority' | 'from' | 'to'
> &
  Partial<Pick<TicketListParams, 'engineer_id' | 'customer_id'>>;

interface Fragment {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** The priority's rank, lowest first; the same expression as the index (migration 20261123090000). */
const PRIORITY_RANK = `(case t.priority ${TICKET_PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' ')} end)`;

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261123090000; customers (lower(name), id) for the customer's
 * name). The start date and the engineer can be empty; empty sorts last both ways. The Ticket
 * column sorts by code, i.e. by id.
 */
const SORT_EXPRESSIONS: Record<
  TicketSortField,
  { sql: string; nullable?: true; join?: 'customer' | 'engineer' }
> = {
  code: { sql: 't.id' },
  task_name: { sql: 'lower(t.task_name)' },
  customer_name: { sql: 'lower(c.name)', join: 'customer' },
  engineer_name: { sql: 'lower(e.username)', nullable: true, join: 'engineer' },
  task_start_date: { sql: 't.task_start_date', nullable: true },
  status: { sql: 't.status' },
  priority: { sql: PRIORITY_RANK },
  created_at: { sql: 't.created_at' },
};

const JOINS = {
  customer: 'join customers c on c.id = t.customer_id',
  engineer: 'left join users e on e.id = t.engineer_id',
} as const;

/** Values of a contracts enum, safe to write into SQL (the route has parsed them). */
function literals<T extends string>(values: readonly T[], allowed: readonly string[]): string {
  for (const value of values) if (!allowed.includes(value)) throw new Error(`Bad value ${value}`);
  return values.map((v) => `'${v}'`).join(', ');
}

function orderBy(query: TicketPageQuery, key?: string): string {
  const { sql, nullable } = SORT_EXPRESSIONS[query.sort];
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const id = key ? 'm.id' : 't.id';
  if (query.sort === 'code') return `${id} ${direction}`;
  // `nulls last` only where nulls exist: on a not-null key it would stop a backward index scan.
  return `${key ?? sql} ${direction}${nullable ? ' nulls last' : ''}, ${id} ${direction}`;
}

/** The columns the search box looks in, as `table.column` (see search-words.ts). */
const SEARCHED = ['tickets.task_name', 'tickets.city', 'customers.name', 'users.username'];

/**
 * Whether only the status and priority filters (or nothing) narrow the list: the aggregate,
 * kept per (status, priority), answers the tiles then.
 */
const byStatusAndPriorityOnly = (q: TicketPageQuery) =>
  !q.search && q.engineer_id === undefined && q.customer_id === undefined && !q.from && !q.to;

/**
 * The tickets the search and filters keep, as rows (id, status, sort_key). The search is one
 * indexed lookup per column, united (an OR across the joins would read every ticket): the task
 * name's and the city's trigram indexes, the tickets of the customers and of the engineers whose
 * name matches; a ticket code adds that ticket by id.
 */
export async function matchingTickets(db: Knex, query: TicketPageQuery): Promise<Fragment> {
  const where: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.search) {
    const codeId = idFromTicketCode(query.search);
    const words =
      codeId === null
        ? await lookupWords(db, query.search, SEARCHED)
        : codeWords(query.search, SEARCHED);
    const task = containsCondition('task_name', query.search, words.get('tickets.task_name'));
    const city = containsCondition('city', query.search, words.get('tickets.city'));
    const customer = containsCondition('name', query.search, words.get('customers.name'));
    const engineer = containsCondition('username', query.search, words.get('users.username'));
    where.push(`t.id in (select id from tickets where ${task.sql}
      union select id from tickets where ${city.sql}
      union select id from tickets where customer_id in (select id from customers where ${customer.sql})
      union select id from tickets where engineer_id in
        (select id from users where role = 'engineer' and ${engineer.sql})
      ${codeId === null ? '' : 'union select id from tickets where id = ?'})`);
    bindings.push(
      ...task.bindings,
      ...city.bindings,
      ...customer.bindings,
      ...engineer.bindings,
      ...(codeId === null ? [] : [codeId]),
    );
  }
  // bigint: an id beyond integer's range matches nothing instead of failing.
  if (query.engineer_id !== undefined) {
    where.push('t.engineer_id = ?::bigint');
    bindings.push(query.engineer_id);
  }
  if (query.customer_id !== undefined) {
    where.push('t.customer_id = ?::bigint');
    bindings.push(query.customer_id);
  }
  if (query.from && query.from === query.to) {
    // One day (the calendar's day list) as an equality: PostgreSQL prices a prepared statement's
    // generic plan for it from the day's share of tickets, as it prices each day's own plan, so
    // it keeps the generic one instead of planning every call (a range of two parameters
    // looks twice as wide to it, and 1.4 ms of planning a request came back).
    where.push('t.task_start_date = ?::date');
    bindings.push(query.from);
  } else if (query.from) {
    where.push('t.task_start_date >= ?::date');
    bindings.push(query.from);
  }
  if (query.to && query.to !== query.from) {
    where.push('t.task_start_date <= ?::date');
    bindings.push(query.to);
  }
  if (query.status.length) where.push(`t.status in (${literals(query.status, TICKET_STATUSES)})`);
  if (query.priority.length)
    where.push(`t.priority in (${literals(query.priority, TICKET_PRIORITIES)})`);
  const { sql, join } = SORT_EXPRESSIONS[query.sort];
  return {
    sql: `select t.id, t.status, ${sql} as sort_key from tickets t ${join ? JOINS[join] : ''}
      ${whereClause(where)}`,
    bindings,
  };
}

const STATUS_COLUMNS = TICKET_STATUSES.map((_, i) => `stats_${i}`);

/**
 * The tiles over every ticket of the chosen priorities (all when ''): the per-(status, priority)
 * counts triggers keep, never a count over tickets.
 */
const aggregateStats = (priorities: string) =>
  `select ${TICKET_STATUSES.map(
    (s, i) =>
      `coalesce(sum(tickets) filter (where status = '${s}'), 0)::int as ${STATUS_COLUMNS[i]}`,
  ).join(', ')} from ticket_status_counts ${priorities ? `where priority in (${priorities})` : ''}`;

/** The tiles over the matches `m`. */
const FILTERED_STATS = `select ${TICKET_STATUSES.map(
  (s, i) => `(count(*) filter (where m.status = '${s}'))::int as ${STATUS_COLUMNS[i]}`,
).join(', ')} from m`;

type ListRow = Record<string, number> & { items: TicketJson[] };

const statements = new Map<string, string>();

/**
 * The page, `total` and the tiles as ONE prepared statement answering one row. With no filter
 * but the status, the tiles come from the aggregate (keeping only the chosen statuses) and the
 * page's ids straight from a sort index; otherwise the tiles are counted over the matches `m`
 * and the page sorted from them. Only the page's rows are then read with their customer and
 * engineer. Unfiltered page 1 has its limit written in (one generic plan, see customers-list.ts).
 * Exported for the EXPLAIN in bench/.
 */
export async function ticketListStatement(db: Knex, query: TicketPageQuery): Promise<Fragment> {
  const aggregate = byStatusAndPriorityOnly(query);
  const matches = aggregate ? null : await matchingTickets(db, query);
  const literalLimit = aggregate && query.page === 1;
  const bindings = [
    ...(matches?.bindings ?? []),
    ...(literalLimit ? [] : [query.limit, (query.page - 1) * query.limit]),
  ];
  const bounds = literalLimit ? `limit ${pageLimit(query.limit)}` : 'limit ? offset ?';
  const statuses = query.status.length ? literals(query.status, TICKET_STATUSES) : '';
  const priorities = query.priority.length ? literals(query.priority, TICKET_PRIORITIES) : '';
  const key = `${matches?.sql ?? ''}|${statuses}|${priorities}|${query.sort}|${query.order}|${literalLimit ? bounds : '?'}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const { join } = SORT_EXPRESSIONS[query.sort];
    const kept = [
      ...(statuses ? [`t.status in (${statuses})`] : []),
      ...(priorities ? [`t.priority in (${priorities})`] : []),
    ];
    const pageIds = matches
      ? `select m.id from m order by ${orderBy(query, 'm.sort_key')} ${bounds}`
      : `select t.id from tickets t ${join ? JOINS[join] : ''}
         ${kept.length ? `where ${kept.join(' and ')}` : ''}
         order by ${orderBy(query)} ${bounds}`;
    sql = `${matches ? `with m as (${matches.sql}) ` : ''}
      select ${STATUS_COLUMNS.map((c) => `s.${c}`).join(', ')},
        (select coalesce(json_agg(${TICKET_JSON} order by ${orderBy(query)}), '[]'::json)
         from tickets t ${TICKET_JOINS}
         where t.id in (${pageIds})) as items
      from (${matches ? FILTERED_STATS : aggregateStats(priorities)}) s`;
    if (statements.size < 500) statements.set(key, sql);
  }
  return { sql, bindings };
}

/** The tiles from per-status counts: the status groups and the total. */
function statsOf(counts: Record<TicketStatus, number>): TicketStats {
  const sum = (statuses: readonly TicketStatus[]) =>
    statuses.reduce((total, s) => total + counts[s], 0);
  return {
    total: sum(TICKET_STATUSES),
    open: sum(TICKET_STATUS_GROUPS.open.statuses),
    in_progress: sum(TICKET_STATUS_GROUPS.in_progress.statuses),
    resolved: sum(TICKET_STATUS_GROUPS.resolved.statuses),
    expired: sum(TICKET_STATUS_GROUPS.expired.statuses),
  };
}

export async function listTickets(db: Knex, query: TicketPageQuery): Promise<TicketListResponse> {
  const { sql, bindings } = await ticketListStatement(db, query);
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  const row = rows[0]!;
  const counts = Object.fromEntries(
    TICKET_STATUSES.map((s, i) => {
      // The aggregate counts every status: a status filter keeps only its own.
      const shown = query.status.length === 0 || query.status.includes(s);
      return [s, shown ? row[STATUS_COLUMNS[i]!]! : 0];
    }),
  ) as Record<TicketStatus, number>;
  const stats = statsOf(counts);
  return {
    items: row.items.map(toTicketListItem),
    total: stats.total,
    page: query.page,
    limit: query.limit,
    stats,
  };
}

/** The calendar's days with no filter but the range: from the per-day counter. */
const KEPT_CALENDAR_DAYS = `select to_char(day, 'YYYY-MM-DD') as date, sum(tickets)::int as count,
    coalesce(array_agg(country order by country) filter (where country <> '' and tickets > 0),
      '{}') as countries
  from ticket_start_day_countries where day >= ?::date and day <= ?::date
  group by day having sum(tickets) > 0 order by day`;

/**
 * The calendar's days: how many matching tickets start on each day of the range, and their
 * countries (for the holiday marks). Unfiltered, from the tickets per start day and country
 * that a trigger keeps (migration 20261126191000); filtered, one grouped query over the matches.
 * Either way a busy month is never cut at a page size.
 */
export async function ticketCalendarDays(
  db: Knex,
  query: TicketCalendarParams,
): Promise<TicketCalendarResponse> {
  const unfiltered =
    !query.search &&
    query.status.length === 0 &&
    query.priority.length === 0 &&
    query.engineer_id === undefined &&
    query.customer_id === undefined;
  if (unfiltered) {
    const { rows } = await prepared<{ rows: TicketCalendarDay[] }>(db, KEPT_CALENDAR_DAYS, [
      query.from,
      query.to,
    ]);
    return { days: rows };
  }
  const matches = await matchingTickets(db, {
    ...query,
    sort: 'task_start_date',
    order: 'asc',
    page: 1,
    limit: 1,
  });
  const { rows } = await db.raw<{ rows: TicketCalendarDay[] }>(
    `with m as (${matches.sql})
     select to_char(t.task_start_date, 'YYYY-MM-DD') as date, count(*)::int as count,
       coalesce(array_agg(distinct t.country) filter (where t.country is not null and t.country <> ''),
         '{}') as countries
     from tickets t where t.id in (select m.id from m)
     group by t.task_start_date order by t.task_start_date`,
    matches.bindings,
  );
  return { days: rows };
}
