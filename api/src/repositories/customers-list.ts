import type { Knex } from 'knex';
import { EXPIRY_THRESHOLDS, type CustomerStats } from '@trellis/contracts';

export interface CustomerListFilter {
  search: string;
  documents: 'all' | 'expiring' | 'expired';
}

export type CustomerSortField =
  'name' | 'type' | 'first_person' | 'documents_count' | 'status' | 'created_at';

/** Whitelisted ORDER BY expressions; the keys come from the contracts' sort enum. */
export const SORT_EXPRESSIONS: Record<CustomerSortField, string> = {
  name: 'lower(c.name)',
  type: 'c.type',
  first_person: 'lower(fp.first_person)',
  documents_count: 'ds.documents_count',
  status: 'c.status',
  created_at: 'c.created_at',
};

/** '#AIM-C-007', 'AIM-C-7', 'C-007' or '007' name customer 7; anything else is not a code. */
export function idFromCode(search: string): number | null {
  const match = /^(?:#?aim-?)?(?:c-?)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** `customers as c` narrowed by the search box and the Document Filters select. */
export function matchingCustomers(db: Knex, filter: CustomerListFilter): Knex.QueryBuilder {
  const query = db('customers as c');
  if (filter.search) {
    const like = escapeLike(filter.search);
    // One indexed lookup per searched column, united: an OR across columns and a subquery
    // would make PostgreSQL scan every customer (measured in bench/: 1.4 s at 100,000 rows).
    const ids = db
      .select('id')
      .from('customers')
      .whereILike('name', like)
      .union((u) => u.select('id').from('customers').whereILike('account_email', like))
      .union((u) =>
        u.select('customer_id').from('customer_persons').whereILike('person_name', like),
      );
    const codeId = idFromCode(filter.search);
    query.where((w) => {
      w.whereIn('c.id', ids);
      if (codeId !== null) w.orWhere('c.id', codeId);
    });
  }
  if (filter.documents === 'expiring') {
    query.whereExists(
      db('customer_documents as d')
        .whereRaw('d.customer_id = c.id')
        .whereRaw('d.expiry_date between current_date and current_date + ?::int', [
          EXPIRY_THRESHOLDS.critical,
        ]),
    );
  } else if (filter.documents === 'expired') {
    query.whereExists(
      db('customer_documents as d')
        .whereRaw('d.customer_id = c.id')
        .whereRaw('d.expiry_date < current_date'),
    );
  }
  return query;
}

/** The four cards, over every customer that matches (not only the loaded page). */
export async function customerStats(db: Knex, filter: CustomerListFilter): Promise<CustomerStats> {
  const counts = (await matchingCustomers(db, filter)
    .select(
      db.raw('count(*)::int as total'),
      db.raw("count(*) filter (where c.status = 'Active')::int as active"),
    )
    .first()) as { total: number; active: number };
  // The first non-empty rate of each ticket, summed in SQL numeric per currency: never floats, never mixed currencies.
  const perCurrency = (await db('tickets as t')
    .whereIn('t.customer_id', matchingCustomers(db, filter).select('c.id'))
    .select(
      't.currency',
      db.raw('count(*)::int as tickets'),
      db.raw(
        'sum(coalesce(nullif(t.agreed_rate, 0), nullif(t.full_day_rate, 0), nullif(t.half_day_rate, 0), nullif(t.hourly_rate, 0)))::text as amount',
      ),
    )
    .groupBy('t.currency')
    .orderBy('t.currency')) as { currency: string; tickets: number; amount: string | null }[];
  return {
    totalCustomers: counts.total,
    active: counts.active,
    totalTickets: perCurrency.reduce((sum, row) => sum + row.tickets, 0),
    totalRevenue: perCurrency
      .filter((row) => row.amount !== null)
      .map((row) => ({ currency: row.currency, amount: row.amount! })),
  };
}

/** Adds first_person (fp) and the document aggregates (ds) to a `customers as c` query. */
export function withAggregates(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .joinRaw(
      'left join lateral (select p.person_name as first_person from customer_persons p where p.customer_id = c.id order by p.position, p.id limit 1) fp on true',
    )
    .joinRaw(
      `left join lateral (select count(*)::int as documents_count,
         min(d.expiry_date) filter (where d.expiry_date >= current_date) as nearest_expiry
         from customer_documents d where d.customer_id = c.id) ds on true`,
    )
    .select('c.*', 'fp.first_person', 'ds.documents_count', 'ds.nearest_expiry');
}
