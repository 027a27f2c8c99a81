import type { Knex } from 'knex';
import {
  ALL_COUNTRIES,
  HOLIDAY_COUNTRIES,
  HOLIDAY_TYPES,
  type HolidayListParams,
  type HolidayListResponse,
  type HolidaySortField,
  type HolidayStats,
} from '@trellis/contracts';
import { HOLIDAY_JSON, toHoliday, type HolidayJson } from './holiday-rows';
import { importedByCondition } from './imported-by';
import { enumLiteral, listAnswer, orderByOf, pageItemsJson, whereClause } from './list-statement';
import { pageBounds, prepared } from './prepared';
import { containingIds } from './search-words';

/** Whitelisted ORDER BY expressions, each with an index (migrations 20261123091000 and 20261127030000). */
const SORT_EXPRESSIONS: Record<HolidaySortField, string> = {
  title: 'lower(h.title)',
  type: 'h.type',
  country: 'h.country',
  date: 'h.date',
  created_at: 'h.created_at',
};

// Same date: by title, so a day's holidays read the same on every page.
const orderBy = (query: HolidayListParams) =>
  orderByOf(SORT_EXPRESSIONS, query, 'h', query.sort === 'date' ? 'lower(h.title)' : '');

interface Conditions {
  sql: string[];
  bindings: Knex.RawBinding[];
}

/**
 * Country, status and date-range conditions on `alias` (holidays h, or holiday_day_counts d:
 * both have country and date). The country is an enum member written into the text; the range
 * is bound.
 */
function filterConditions(query: HolidayListParams, alias: string): Conditions {
  const sql: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.country !== ALL_COUNTRIES) {
    sql.push(`${alias}.country = ${enumLiteral(query.country, HOLIDAY_COUNTRIES)}`);
  }
  if (query.status === 'active') sql.push(`${alias}.date >= current_date`);
  if (query.status === 'expired') sql.push(`${alias}.date < current_date`);
  if (query.from) {
    sql.push(`${alias}.date >= ?::date`);
    bindings.push(query.from);
  }
  if (query.to) {
    sql.push(`${alias}.date <= ?::date`);
    bindings.push(query.to);
  }
  return { sql, bindings };
}

/** "Search by title or type": the title contains it, or the type's name does. */
async function searchCondition(db: Knex, search: string): Promise<Conditions> {
  const wanted = search.toLowerCase();
  const types = HOLIDAY_TYPES.filter((type) => type.toLowerCase().includes(wanted));
  const byType = types.length ? ` or h.type in (${types.map((t) => `'${t}'`).join(', ')})` : '';
  const titled = await containingIds(db, 'holidays', ['title'], search);
  return { sql: [`(h.id in (${titled.sql})${byType})`], bindings: titled.bindings };
}

/**
 * A search's and an import's conditions on holidays `h`: they narrow to holidays the day counts
 * cannot tell apart, so the cards are counted over the matches instead.
 */
async function narrowingConditions(db: Knex, query: HolidayListParams): Promise<Conditions> {
  const sql: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.search) {
    const search = await searchCondition(db, query.search);
    sql.push(...search.sql);
    bindings.push(...search.bindings);
  }
  if (query.import_id !== undefined) {
    sql.push(importedByCondition('h', 'holidays'));
    bindings.push(query.import_id);
  }
  return { sql, bindings };
}

/** The cards over the matches `m`. */
const MATCH_STATS = `select count(*)::int as total,
    (count(*) filter (where m.date >= current_date))::int as active,
    count(distinct m.country)::int as countries
  from m`;

/** The cards from the aggregate holiday_day_counts (no search: no holiday row is read). */
const countsStats = (where: string) => `select coalesce(sum(d.holidays), 0)::int as total,
    coalesce(sum(d.holidays) filter (where d.date >= current_date), 0)::int as active,
    (count(distinct d.country) filter (where d.holidays > 0))::int as countries
  from holiday_day_counts d ${where}`;

/**
 * The cards with no status or date filter (the first page, or one country), from
 * holiday_year_counts: whole years after this one are active; this year's later months come from
 * holiday_month_counts and this month's days, split at today, from holiday_day_counts. About a
 * hundred rows are read instead of the 1,100 months (11 countries, 100 months) they stand for.
 */
const yearStats = (country: string) => {
  const on = (alias: string) => (country ? ` and ${alias}.country = ${country}` : '');
  return `select coalesce(sum(y.holidays), 0)::int as total,
    (coalesce(sum(y.holidays) filter (where y.year > date_trunc('year', current_date)::date), 0)
      + coalesce((select sum(m.holidays) from holiday_month_counts m
          where m.month > date_trunc('month', current_date)::date
          and m.month < (date_trunc('year', current_date) + interval '1 year')::date${on('m')}),
        0)
      + coalesce((select sum(d.holidays) from holiday_day_counts d where d.date >= current_date
          and d.date < (date_trunc('month', current_date) + interval '1 month')::date${on('d')}),
        0))::int as active,
    (count(distinct y.country) filter (where y.holidays > 0))::int as countries
  from holiday_year_counts y where true${on('y')}`;
};

type ListRow = HolidayStats & { items: HolidayJson[] };

/**
 * The page, `total` and the cards as ONE prepared statement. With a search or an import, the
 * matches `m` are collected once and both the cards and the page come from them; without either,
 * the cards come from holiday_day_counts (every other filter is on country and date, which it
 * keeps) and the page straight from an index.
 */
export async function listHolidays(
  db: Knex,
  query: HolidayListParams,
): Promise<HolidayListResponse> {
  const filters = filterConditions(query, 'h');
  const order = orderBy(query);
  const { sql: bounds, bindings: page } = pageBounds(query.limit, query.page);
  const items = (ids: string) =>
    `${pageItemsJson({ json: HOLIDAY_JSON, from: 'holidays h', alias: 'h', order, ids })} as items`;
  let sql: string;
  let bindings: Knex.RawBinding[];
  const narrowing = await narrowingConditions(db, query);
  if (narrowing.sql.length) {
    sql = `with m as (select h.id, h.country, h.date from holidays h
        ${whereClause([...filters.sql, ...narrowing.sql])})
      select s.total, s.active, s.countries,
        ${items(`select h.id from holidays h where h.id in (select id from m) order by ${order} ${bounds}`)}
      from (${MATCH_STATS}) s`;
    bindings = [...filters.bindings, ...narrowing.bindings, ...page];
  } else {
    const counts = filterConditions(query, 'd');
    // Only the country narrows the years; a status or a date range needs the days.
    const byYear =
      query.status !== 'active' && query.status !== 'expired' && !query.from && !query.to;
    const countryLiteral = query.country === ALL_COUNTRIES ? '' : `'${query.country}'`;
    sql = `with m as (select h.id from holidays h ${whereClause(filters.sql)}
        order by ${order} ${bounds})
      select s.total, s.active, s.countries,
        ${items('select id from m')}
      from (${byYear ? yearStats(countryLiteral) : countsStats(whereClause(counts.sql))}) s`;
    bindings = [...filters.bindings, ...page, ...(byYear ? [] : counts.bindings)];
  }
  const { rows } = await prepared<{ rows: ListRow[] }>(db, sql, bindings);
  return listAnswer(rows[0]!, query, toHoliday);
}
