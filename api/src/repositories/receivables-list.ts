import type { Knex } from 'knex';
import {
  RECEIVABLE_AGING_BASES,
  type ReceivableAgingBasis,
  type ReceivableListParams,
  type ReceivableListResponse,
  type ReceivableSortField,
  type ReceivableStats,
  type ReceivableAging,
} from '@trellis/contracts';
import {
  RECEIVABLE_CSV_SELECT,
  RECEIVABLE_JSON,
  toReceivable,
  type ReceivableJson,
} from './receivable-rows';
import { orderByOf, pageItemsJson, whereClause } from './list-statement';
import { pageBounds, prepared } from './prepared';
import { containingIds } from './search-words';
import type { ReadCache } from '../lib/read-cache';

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261126030000).
 */
const SORT_EXPRESSIONS: Record<ReceivableSortField, string> = {
  invoice_date: 'r.invoice_date',
  due_date: 'r.due_date',
  amount: 'r.amount',
};

const orderBy = (query: ReceivableListParams) => orderByOf(SORT_EXPRESSIONS, query, 'r');

/**
 * The status and aging filters on `alias`, which has the stored status and the due date (the
 * receivables r, or the aggregate receivable_totals t). Overdue is unpaid and due before today.
 */
function filterConditions(query: ReceivableListParams, alias: string): string[] {
  const unpaid = `${alias}.status <> 'paid'`;
  const overdue = `${unpaid} and ${alias}.due_date < current_date`;
  const current = `${unpaid} and ${alias}.due_date >= current_date`;
  const where: string[] = [];
  if (query.status === 'paid') where.push(`${alias}.status = 'paid'`);
  else if (query.status === 'pending') where.push(current);
  else if (query.status === 'overdue') where.push(overdue);
  if (query.aging === 'current') where.push(current);
  else if (query.aging === 'overdue') where.push(overdue);
  return where;
}

/** The aging basis column, whitelisted (the route has parsed it). */
function basisColumn(basis: ReceivableAgingBasis): string {
  if (!RECEIVABLE_AGING_BASES.includes(basis)) throw new Error(`Bad aging basis ${basis}`);
  return basis;
}

const moneyList = (column: string) =>
  `coalesce(json_agg(json_build_object('currency', c.currency, 'amount', c.${column}::text)
    order by c.currency), '[]'::json)`;

/**
 * The four totals and the aging analysis per currency over `m`, rows of (status, currency,
 * invoice_date, due_date, n, amount), in one pass (two passes cost 0.5 ms more on the first
 * page's 600 totals). Each card lists every currency that has an invoice; total = paid +
 * pending + overdue. The aging splits the unpaid amounts into 0–30, 31–60, 61–90 and over 90
 * days from the basis date to today (a row not yet due ages 0 days), for each currency that
 * has an unpaid invoice.
 */
const cards = (basis: ReceivableAgingBasis) => {
  const unpaid = "m.status <> 'paid' and m.n > 0";
  const age = `current_date - m.${basisColumn(basis)}`;
  const bucket = (condition: string) =>
    `coalesce(sum(m.amount) filter (where ${unpaid} and ${condition}), 0)::numeric(20, 2)`;
  return `select ${moneyList('total')} as total, ${moneyList('paid')} as paid,
    ${moneyList('pending')} as pending, ${moneyList('overdue')} as overdue,
    coalesce(sum(c.n), 0)::int as count,
    coalesce(json_agg(json_build_object('currency', c.currency,
        'buckets', json_build_object('0-30', c.b0::text, '31-60', c.b31::text,
          '61-90', c.b61::text, '90+', c.b91::text),
        'total', c.unpaid::text) order by c.currency) filter (where c.unpaid is not null),
      '[]'::json) as aging
  from (select m.currency, sum(m.n) as n, sum(m.amount)::numeric(20, 2) as total,
      coalesce(sum(m.amount) filter (where m.status = 'paid'), 0)::numeric(20, 2) as paid,
      coalesce(sum(m.amount) filter (where m.status <> 'paid' and m.due_date >= current_date),
        0)::numeric(20, 2) as pending,
      coalesce(sum(m.amount) filter (where m.status <> 'paid' and m.due_date < current_date),
        0)::numeric(20, 2) as overdue,
      (sum(m.amount) filter (where ${unpaid}))::numeric(20, 2) as unpaid,
      ${bucket(`${age} <= 30`)} as b0, ${bucket(`${age} between 31 and 60`)} as b31,
      ${bucket(`${age} between 61 and 90`)} as b61, ${bucket(`${age} > 90`)} as b91
    from m group by m.currency having sum(m.n) > 0) c`;
};

/**
 * Which side of its due date every selected invoice is on, when the filters select exactly the
 * unpaid invoices overdue or exactly those not yet due; otherwise null.
 */
function dueSide(query: ReceivableListParams): 'overdue' | 'current' | null {
  const { status, aging } = query;
  if ((status === 'overdue' || status === 'all') && (aging === 'overdue' || aging === 'all'))
    return status === 'all' && aging === 'all' ? null : 'overdue';
  if ((status === 'pending' || status === 'all') && (aging === 'current' || aging === 'all'))
    return 'current';
  return null;
}

/**
 * A page of unpaid invoices overdue (or not yet due) in invoice-date order. Due before today
 * is not a range of the invoice-date index: read backwards from the newest invoice, the
 * overdue page first skipped every unpaid invoice not yet due (15,500 rows at 100,000
 * invoices, 22 ms). But for invoices of one payment term (due date - invoice date), overdue is
 * an invoice-date range: invoiced before today - term. So each term present among the unpaid
 * invoices (from the receivable_totals aggregate: a handful in practice) gives its first
 * `reach` invoices from the index on (term, invoice date, id) of unpaid invoices, and the page
 * is taken from those.
 */
function termPageIds(side: 'overdue' | 'current', order: string, bounds: string, reach: string) {
  const range = side === 'overdue' ? '<' : '>=';
  return `select r.id from (select distinct t.due_date - t.invoice_date as term
      from receivable_totals t where t.status <> 'paid' and t.receivables > 0) terms
    cross join lateral (select r.id, r.invoice_date from receivables r
      where r.status <> 'paid' and r.due_date - r.invoice_date = terms.term
        and r.invoice_date ${range} current_date - terms.term
      order by ${order} limit ${reach}) r
    order by ${order} ${bounds}`;
}

type ListRow = ReceivableStats & {
  count: number;
  aging: ReceivableAging['rows'];
  items: ReceivableJson[];
};

const SEARCHED = ['invoice_number', 'customer_name'];

/** The search's condition on `receivables r`: the invoice number or the customer contains it. */
async function searchCondition(db: Knex, search: string) {
  const found = await containingIds(db, 'receivables', SEARCHED, search);
  return { sql: `r.id in (${found.sql})`, bindings: found.bindings };
}

/** The figures a process remembers per filter and day (plugins/app/answer-caches.ts). */
export interface RememberedFigures {
  cache: ReadCache;
  /** The business today, as SQL's `current_date` is: the overdue split and the aging move with it. */
  today: string;
}

/** The figures' key: the filters they are summed over, the aging basis and the day. */
const figuresKey = (query: ReceivableListParams, today: string) =>
  `receivables|${today}|${query.status}|${query.aging}|${query.aging_basis}`;

/**
 * The page, `total`, the four totals and the aging analysis as ONE prepared statement, over
 * the matches `m`. With a search (on the trigram indexes), `m` holds the matching invoices;
 * without one, `m` is the aggregate receivable_totals (sums per status, currency and dates) and
 * the page comes straight from a sort index: no invoice row is counted.
 *
 * Without a search, the figures may come from `remembered`: then only the page is read.
 */
export async function listReceivables(
  db: Knex,
  query: ReceivableListParams,
  remembered?: RememberedFigures,
): Promise<ReceivableListResponse> {
  const conditions = filterConditions(query, 'r');
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  const items = (ids: string) =>
    `${pageItemsJson({ json: RECEIVABLE_JSON, from: 'receivables r', alias: 'r', order, ids })} as items`;
  const select = (pageIds: string) => `select s.total, s.paid, s.pending, s.overdue, s.count,
      s.aging, ${items(pageIds)}
    from (${cards(query.aging_basis)}) s`;
  const read = async (sql: string, bindings: Knex.RawBinding[]) =>
    (await prepared<{ rows: ListRow[] }>(db, sql, bindings)).rows[0]!;
  if (query.search) {
    const search = await searchCondition(db, query.search);
    const sql = `with m as (select r.id, r.status, r.currency, r.invoice_date, r.due_date, 1 as n,
          r.amount from receivables r ${whereClause([...conditions, search.sql])})
      ${select(`select r.id from receivables r where r.id in (select id from m) order by ${order} ${bounds}`)}`;
    return listResponse(query, await read(sql, [...search.bindings, ...page]));
  }
  const side = query.sort === 'invoice_date' ? dueSide(query) : null;
  // A term's invoices past the page's end cannot be on it: page × limit of each at most.
  const reach = query.page === 1 ? bounds.replace('limit ', '') : '?';
  const pageIds = side
    ? termPageIds(side, order, bounds, reach)
    : `select r.id from receivables r ${whereClause(conditions)} order by ${order} ${bounds}`;
  const bindings = side && query.page > 1 ? [query.page * query.limit, ...page] : page;
  const whole = `with m as (select t.status, t.currency, t.invoice_date, t.due_date,
        t.receivables as n, t.amount from receivable_totals t
        ${whereClause(filterConditions(query, 't'))})
    ${select(pageIds)}`;
  if (!remembered) return listResponse(query, await read(whole, bindings));
  let fresh: ListRow | undefined;
  const figures = await remembered.cache.get(figuresKey(query, remembered.today), async () => {
    fresh = await read(whole, bindings);
    const { items: _page, ...sums } = fresh;
    return JSON.stringify(sums);
  });
  if (fresh) return listResponse(query, fresh);
  const { items: rowsOfPage } = await read(`select ${items(pageIds)}`, bindings);
  return listResponse(query, {
    ...(JSON.parse(figures) as Omit<ListRow, 'items'>),
    items: rowsOfPage,
  });
}

function listResponse(query: ReceivableListParams, row: ListRow): ReceivableListResponse {
  const { items: rowsOfPage, count, aging: agingRows, ...stats } = row;
  return {
    items: rowsOfPage.map(toReceivable),
    total: count,
    page: query.page,
    limit: query.limit,
    stats,
    aging: { basis: query.aging_basis, rows: agingRows },
  };
}

/** The export's statement: every matching invoice, in the list's order, as CSV columns. */
export async function receivableExportStatement(
  db: Knex,
  query: ReceivableListParams,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const conditions = filterConditions(query, 'r');
  const bindings: Knex.RawBinding[] = [];
  if (query.search) {
    const search = await searchCondition(db, query.search);
    conditions.push(search.sql);
    bindings.push(...search.bindings);
  }
  return {
    sql: `select ${RECEIVABLE_CSV_SELECT} from receivables r ${whereClause(conditions)}
      order by ${orderBy(query)}`,
    bindings,
  };
}
