import type { Knex } from 'knex';
import {
  EXPIRY_THRESHOLDS,
  type CustomerListResponse,
  type CustomerStats,
} from '@trellis/contracts';
import {
  COLUMNS_SQL,
  ITEM_JOINS,
  ITEM_JSON,
  toListItem,
  type JsonItem,
} from './customer-list-items';
import { pageBounds, pageLimit, runStatement } from './prepared';
import {
  isUnfiltered,
  matchingCustomers,
  SORT_EXPRESSIONS,
  type CustomerPageQuery,
  type Fragment,
} from './customers-matching';

/** Revenue per currency as JSON [{currency, amount}], from rows (currency, amount) named r. */
const REVENUE_JSON = `coalesce(json_agg(json_build_object('currency', r.currency, 'amount', r.amount::text)
  order by r.currency) filter (where r.amount is not null), '[]'::json)`;

/** The first non-empty rate of a ticket, summed in SQL numeric: never floats. */
const TICKET_AMOUNT =
  'coalesce(nullif(t.agreed_rate, 0), nullif(t.full_day_rate, 0), nullif(t.half_day_rate, 0), nullif(t.hourly_rate, 0))';

/**
 * The four cards over every customer: the aggregates triggers keep (counters, ticket_revenue),
 * never a count over the tables.
 */
const UNFILTERED_STATS = `select k.stats_total, k.stats_active, k.stats_tickets,
    (select ${REVENUE_JSON} from ticket_revenue r where r.rated > 0) as stats_revenue
  from (select coalesce(sum(value) filter (where name = 'customers'), 0)::int as stats_total,
               coalesce(sum(value) filter (where name = 'customers_active'), 0)::int as stats_active,
               coalesce(sum(value) filter (where name = 'tickets'), 0)::int as stats_tickets
        from counters where name in ('customers', 'customers_active', 'tickets')) k`;

/** Up to this many matches, their tickets are read by customer_id; past it, in one pass. */
const FEW_MATCHES = 3000;

/**
 * The four cards over the matches `m` (id, status). For a few matches, each one's tickets come
 * from the customer_id index (`offset 0` keeps the lateral subquery from becoming a join, for
 * which PostgreSQL's default costs prefer reading every ticket): 6 ms instead of 12 ms for 1,300
 * matches at 100,000 tickets. For many, one pass over the tickets is cheaper (200 ms instead of
 * 400 ms for all 100,000). Only the branch whose one-time filter holds runs.
 */
const FILTERED_STATS = `select a.stats_total, a.stats_active, b.stats_tickets, b.stats_revenue
  from (select count(*)::int as stats_total, (count(*) filter (where m.status = 'Active'))::int as stats_active from m) a,
  lateral (select coalesce(sum(r.tickets), 0)::int as stats_tickets, ${REVENUE_JSON} as stats_revenue
           from (select t.currency, count(*) as tickets, sum(${TICKET_AMOUNT}) as amount
                 from m cross join lateral (select t.* from tickets t where t.customer_id = m.id offset 0) t
                 where a.stats_total <= ${FEW_MATCHES} group by t.currency
                 union all
                 select t.currency, count(*) as tickets, sum(${TICKET_AMOUNT}) as amount
                 from m join tickets t on t.customer_id = m.id
                 where a.stats_total > ${FEW_MATCHES} group by t.currency) r) b`;

/**
 * A Document Filter alone, over the copies of each customer's figures its documents carry
 * (migration 20261128140000): the documents in the filter's date range, each customer once (its
 * first document in the range is the one whose previous dated document falls before the range,
 * or that has none), read from one index without touching the customers or their tickets.
 * `days` is the same range over customer_document_days, where a document without a previous
 * date has -infinity.
 */
const DOCUMENT_MATCHES = {
  expiring: {
    documents: `d.expiry_date between current_date and current_date + ${Number(EXPIRY_THRESHOLDS.critical)}
      and (d.previous_expiry is null or d.previous_expiry < current_date)`,
    days: `g.expiry_date between current_date and current_date + ${Number(EXPIRY_THRESHOLDS.critical)}
      and g.previous_expiry < current_date`,
  },
  expired: {
    documents: 'd.expiry_date < current_date and d.previous_expiry is null',
    days: "g.expiry_date < current_date and g.previous_expiry = '-infinity'::date",
  },
} as const;

/**
 * The four cards over a Document Filter's customers, from the sums per expiry date (and
 * previous date) a trigger keeps (migration 20261128144000): a row per date and currency in
 * the range, not a row per customer. Currency '' holds the customers' counts and tickets; each
 * other currency the revenue of the customers with rated tickets in it.
 */
const documentStats = (days: string) => `select
    coalesce(sum(g.customers) filter (where g.currency = ''), 0)::int as stats_total,
    coalesce(sum(g.active) filter (where g.currency = ''), 0)::int as stats_active,
    coalesce(sum(g.tickets) filter (where g.currency = ''), 0)::int as stats_tickets,
    (select ${REVENUE_JSON} from (
       select g.currency, sum(g.amount) as amount from customer_document_days g
       where ${days} and g.currency <> '' group by g.currency having sum(g.customers) > 0) r)
      as stats_revenue
  from customer_document_days g where ${days}`;

/**
 * A Document Filter's page of customer ids (`bounds`: its LIMIT and OFFSET), in the default
 * order from the documents' copies.
 */
function documentPageIds(query: CustomerPageQuery, range: string, bounds: string): string {
  if (query.sort === 'created_at') {
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    return `select d.customer_id from customer_documents d where ${range}
      order by d.customer_created_at ${direction}, d.customer_id ${direction} ${bounds}`;
  }
  return `select c.id from customer_documents d join customers c on c.id = d.customer_id
    where ${range} order by ${orderBy(query, 'c')} ${bounds}`;
}

function orderBy(query: CustomerPageQuery, alias: string): string {
  const { sql, nullable } = SORT_EXPRESSIONS[query.sort];
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const key = alias === 'c' ? sql : `${alias}.sort_key`;
  // `nulls last` only where nulls exist: on a not-null key it would stop a backward index scan.
  return `${key} ${direction}${nullable ? ' nulls last' : ''}, ${alias}.id ${direction}`;
}

interface ListRow {
  stats_total: number;
  stats_active: number;
  stats_tickets: number;
  stats_revenue: CustomerStats['totalRevenue'];
  items: JsonItem[];
}

const statements = new Map<string, string>();

/**
 * The page, its documents, `total` and the cards as ONE prepared statement answering one row:
 * the cards' figures and the page as JSON (one JSON.parse instead of decoding each field of each
 * row). Unfiltered, the cards come from the aggregates; filtered, they are computed over the
 * matches `m`. The page's ids come first from the sort index alone (an index-only scan where the
 * key is a column, so a deep page skips index entries, not table rows), then only those rows are
 * read. Exported for the EXPLAIN in bench/.
 */
export async function customerListStatement(db: Knex, query: CustomerPageQuery): Promise<Fragment> {
  const unfiltered = isUnfiltered(query);
  if (!query.search && query.import_id === undefined && query.documents !== 'all')
    return documentFilterStatement(query, query.documents);
  const matches = unfiltered ? null : await matchingCustomers(db, query);
  // Unfiltered page 1, the list everyone opens, has its limit written in: with no parameter
  // left, PostgreSQL keeps one generic plan for the prepared statement instead of planning each
  // call (a LIMIT parameter makes it assume 10% of the rows, so it would re-plan every time).
  const literalLimit = unfiltered && query.page === 1;
  const bindings = [
    ...(matches?.bindings ?? []),
    ...(literalLimit ? [] : [query.limit, (query.page - 1) * query.limit]),
  ];
  const key = `${matches?.sql ?? ''}|${query.sort}|${query.order}|${literalLimit ? pageLimit(query.limit) : '?'}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const pageIds = matches
      ? `select m.id from m order by ${orderBy(query, 'm')} limit ? offset ?`
      : `select c.id from customers c order by ${orderBy(query, 'c')} limit ? offset ?`;
    const columns = `${COLUMNS_SQL}, ${SORT_EXPRESSIONS[query.sort].sql} as sort_key`;
    // Page 1 reads its rows straight from the sort index; deeper pages skip by ids first.
    const page = literalLimit
      ? `select ${columns} from customers c order by ${orderBy(query, 'c')} limit ${pageLimit(query.limit)}`
      : `select ${columns} from customers c where c.id in (${pageIds})`;
    sql = `${matches ? `with m as (${matches.sql}) ` : ''}
      select s.stats_total, s.stats_active, s.stats_tickets, s.stats_revenue,
        (select coalesce(json_agg(${ITEM_JSON} order by ${orderBy(query, 'p')}), '[]'::json)
         from (${page}) p ${ITEM_JOINS}) as items
      from (${matches ? FILTERED_STATS : UNFILTERED_STATS}) s`;
    if (statements.size < 500) statements.set(key, sql);
  }
  return { sql, bindings, planEachCall: matches?.planEachCall };
}

/**
 * The page, `total` and the cards of a Document Filter alone, as one statement. Page 1 has its
 * limit written in, so the prepared statement keeps one generic plan instead of being planned
 * on every call (1 to 3 ms, more than running it).
 */
function documentFilterStatement(
  query: CustomerPageQuery,
  documents: keyof typeof DOCUMENT_MATCHES,
): Fragment {
  const bounds = pageBounds(query.limit, query.page);
  const key = `documents:${documents}|${query.sort}|${query.order}|${bounds.sql}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const { documents: range, days } = DOCUMENT_MATCHES[documents];
    const columns = `${COLUMNS_SQL}, ${SORT_EXPRESSIONS[query.sort].sql} as sort_key`;
    const ids = documentPageIds(query, range, bounds.sql);
    sql = `select s.stats_total, s.stats_active, s.stats_tickets, s.stats_revenue,
        (select coalesce(json_agg(${ITEM_JSON} order by ${orderBy(query, 'p')}), '[]'::json)
         from (select ${columns} from customers c where c.id in (${ids})) p
         ${ITEM_JOINS}) as items
      from (${documentStats(days)}) s`;
    if (statements.size < 500) statements.set(key, sql);
  }
  return { sql, bindings: bounds.bindings };
}

export async function listCustomers(
  db: Knex,
  query: CustomerPageQuery,
): Promise<CustomerListResponse> {
  const { rows } = await runStatement<{ rows: ListRow[] }>(
    db,
    await customerListStatement(db, query),
  );
  const row = rows[0]!;
  const stats: CustomerStats = {
    totalCustomers: row.stats_total,
    active: row.stats_active,
    totalTickets: row.stats_tickets,
    totalRevenue: row.stats_revenue,
  };
  const items = row.items.map(toListItem);
  return { items, total: stats.totalCustomers, page: query.page, limit: query.limit, stats };
}
