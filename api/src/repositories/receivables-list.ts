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
import { pageBounds, prepared } from './prepared';
import { containingIds } from './search-words';

/**
 * Whitelisted ORDER BY expressions (keys from the contracts' sort enum), each with an index on
 * (expression, id) (migration 20261126030000).
 */
const SORT_EXPRESSIONS: Record<ReceivableSortField, string> = {
  invoice_date: 'r.invoice_date',
  due_date: 'r.due_date',
  amount: 'r.amount',
};

function orderBy({ sort, order }: Pick<ReceivableListParams, 'sort' | 'order'>): string {
  const direction = order === 'desc' ? 'desc' : 'asc';
  return `${SORT_EXPRESSIONS[sort]} ${direction}, r.id ${direction}`;
}

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

const whereClause = (conditions: string[]) =>
  conditions.length ? `where ${conditions.join(' and ')}` : '';

/** The aging basis column, whitelisted (the route has parsed it). */
function basisColumn(basis: ReceivableAgingBasis): string {
  if (!RECEIVABLE_AGING_BASES.includes(basis)) throw new Error(`Bad aging basis ${basis}`);
  return basis;
}

const moneyList = (column: string) =>
  `coalesce(json_agg(json_build_object('currency', c.currency, 'amount', c.${column}::text)
    order by c.currency), '[]'::json)`;

/**
 * The four totals per currency over `m`, rows of (status, currency, invoice_date, due_date, n,
 * amount): each card lists every currency that has an invoice; total = paid + pending + overdue.
 */
const STATS = `select ${moneyList('total')} as total, ${moneyList('paid')} as paid,
    ${moneyList('pending')} as pending, ${moneyList('overdue')} as overdue,
    coalesce(sum(c.n), 0)::int as count
  from (select m.currency, sum(m.n) as n, sum(m.amount)::numeric(20, 2) as total,
      coalesce(sum(m.amount) filter (where m.status = 'paid'), 0)::numeric(20, 2) as paid,
      coalesce(sum(m.amount) filter (where m.status <> 'paid' and m.due_date >= current_date),
        0)::numeric(20, 2) as pending,
      coalesce(sum(m.amount) filter (where m.status <> 'paid' and m.due_date < current_date),
        0)::numeric(20, 2) as overdue
    from m group by m.currency having sum(m.n) > 0) c`;

/**
 * The aging analysis over the unpaid rows of `m`: per currency, the amounts 0–30, 31–60, 61–90
 * and over 90 days from the basis date to today (a row not yet due ages 0 days).
 */
const aging = (basis: ReceivableAgingBasis) => {
  const bucket = (condition: string) =>
    `coalesce(sum(x.amount) filter (where ${condition}), 0)::numeric(20, 2)::text`;
  return `select coalesce(json_agg(json_build_object('currency', a.currency,
      'buckets', json_build_object('0-30', a.b0, '31-60', a.b31, '61-90', a.b61, '90+', a.b91),
      'total', a.total) order by a.currency), '[]'::json) as rows
    from (select x.currency, ${bucket('x.age <= 30')} as b0,
        ${bucket('x.age between 31 and 60')} as b31, ${bucket('x.age between 61 and 90')} as b61,
        ${bucket('x.age > 90')} as b91, sum(x.amount)::numeric(20, 2)::text as total
      from (select m.currency, m.amount, greatest(0, current_date - m.${basisColumn(basis)}) as age
            from m where m.status <> 'paid' and m.n > 0) x
      group by x.currency) a`;
};

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

/**
 * The page, `total`, the four totals and the aging analysis as ONE prepared statement, over
 * the matches `m`. With a search (on the trigram indexes), `m` holds the matching invoices;
 * without one, `m` is the aggregate receivable_totals (sums per status, currency and dates) and
 * the page comes straight from a sort index: no invoice row is counted.
 */
export async function listReceivables(
  db: Knex,
  query: ReceivableListParams,
): Promise<ReceivableListResponse> {
  const conditions = filterConditions(query, 'r');
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  const items = (pageIds: string) => `(select coalesce(json_agg(x.item order by x.n), '[]'::json)
    from (select ${RECEIVABLE_JSON} as item, row_number() over (order by ${order}) as n
          from receivables r where r.id in (${pageIds})) x) as items`;
  const select = (pageIds: string) => `select s.total, s.paid, s.pending, s.overdue, s.count,
      (${aging(query.aging_basis)}) as aging, ${items(pageIds)}
    from (${STATS}) s`;
  let sql: string;
  let bindings: Knex.RawBinding[];
  if (query.search) {
    const search = await searchCondition(db, query.search);
    sql = `with m as (select r.id, r.status, r.currency, r.invoice_date, r.due_date, 1 as n,
          r.amount from receivables r ${whereClause([...conditions, search.sql])})
      ${select(`select r.id from receivables r where r.id in (select id from m) order by ${order} ${bounds}`)}`;
    bindings = [...search.bindings, ...page];
  } else {
    sql = `with m as (select t.status, t.currency, t.invoice_date, t.due_date,
          t.receivables as n, t.amount from receivable_totals t
          ${whereClause(filterConditions(query, 't'))})
      ${select(`select r.id from receivables r ${whereClause(conditions)} order by ${order} ${bounds}`)}`;
    bindings = page;
  }
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  const { items: rowsOfPage, count, aging: agingRows, ...stats } = rows[0]!;
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
