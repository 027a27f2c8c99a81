// The engineers list's one statement: the page (each row an array of values) and its total,
// by the filters, the search and the sort.
import type { Knex } from 'knex';
import { EXPIRY_THRESHOLDS, type EngineerListParams } from '@trellis/contracts';
import type { EngineerRow } from './engineers-repository';
import { importedByCondition } from './imported-by';
import { pageLimit, type ListStatement } from './prepared';
import { containingCondition, containingIds, isCommonSearch } from './search-words';

const SORT_COLUMNS = { name: 'username', email: 'email', created_at: 'created_at' } as const;

export type EngineerListQuery = Pick<
  EngineerListParams,
  'search' | 'page' | 'limit' | 'sort' | 'order'
> &
  Partial<Pick<EngineerListParams, 'status' | 'documents' | 'import_id'>>;

const COLUMNS = [
  'id',
  'username',
  'email',
  'phone',
  'status',
  'nearest_expiry',
  'nearest_expiry_document',
  'created_at',
  'updated_at',
] as const;

/**
 * A page row as an array of COLUMNS' values, timestamps as epoch milliseconds. PostgreSQL builds
 * an array for less than half of what an object with its keys costs; to_char cost 0.7 ms per
 * 100-row page (it bounded the list's throughput in bench/), a number costs nothing, and Node
 * writes the ISO text.
 */
const ROW_ARRAY = `json_build_array(${COLUMNS.map((c) =>
  c.endsWith('_at') ? `floor(extract(epoch from p.${c}) * 1000)::bigint` : `p.${c}`,
).join(', ')})`;

/** A page row as ROW_ARRAY answers it. */
export type EngineerTuple = [
  id: number,
  username: string,
  email: string,
  phone: string | null,
  status: string,
  nearest_expiry: string | null,
  nearest_expiry_document: string | null,
  created_at: number,
  updated_at: number,
];

/** The row ROW_ARRAY answers, by position. */
export const engineerRowOf = (t: EngineerTuple): EngineerRow => ({
  id: t[0],
  username: t[1],
  email: t[2],
  phone: t[3],
  status: t[4],
  nearest_expiry: t[5],
  nearest_expiry_document: t[6],
  created_at: t[7],
  updated_at: t[8],
});

const SEARCHED = ['username', 'email', 'phone'];
const SEARCHED_STATS = SEARCHED.map((column) => `users.${column}`);
/** The display code, AIM-E-001 (with or without the #, any case). */
const CODE_SEARCH = /^#?aim-e-0*(\d{1,9})$/i;

/**
 * The filters' conditions on users `u` (role = 'engineer' partial indexes): status, the
 * documents filter on the stored nearest expiry (expiring: 0–30 days from today; expired: before),
 * and an import's records.
 */
function filterConditions(query: EngineerListQuery, today: string) {
  const sql: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  if (query.status) {
    sql.push('u.status = ?');
    bindings.push(query.status);
  }
  if (query.documents === 'expiring') {
    sql.push(
      `u.nearest_expiry between ?::date and ?::date + ${Number(EXPIRY_THRESHOLDS.critical)}`,
    );
    bindings.push(today, today);
  } else if (query.documents === 'expired') {
    sql.push('u.nearest_expiry < ?::date');
    bindings.push(today);
  }
  if (query.import_id !== undefined) {
    sql.push(importedByCondition('u', 'engineers'));
    bindings.push(query.import_id);
  }
  return { sql: sql.map((c) => ` and ${c}`).join(''), bindings };
}

/**
 * The list's one statement, prepared, answering one row: the total and the page as JSON (one
 * JSON.parse instead of decoding 700 fields). Unfiltered, the page comes from a role = 'engineer'
 * sort index and the total from the engineers counter; a search or filter counts its matches.
 * Exported for the EXPLAIN in bench/.
 */
export async function engineerListStatement(
  db: Knex,
  query: EngineerListQuery,
  today: string,
): Promise<ListStatement> {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const order = (alias: string) =>
    `${alias}.${SORT_COLUMNS[query.sort]} ${direction}, ${alias}.id ${direction}`;
  const items = (page: string) =>
    `(select coalesce(json_agg(${ROW_ARRAY} order by ${order('p')}), '[]'::json) from (${page}) p) as items`;
  const pageBindings = [query.limit, (query.page - 1) * query.limit];
  const filters = filterConditions(query, today);
  if (!query.search && !filters.sql) {
    // Page 1 has its limit written in, so the prepared statement keeps one generic plan (see
    // customers-list.ts).
    const first = query.page === 1;
    const bounds = first
      ? `order by ${order('u')} limit ${pageLimit(query.limit)}`
      : `order by ${order('u')} limit ? offset ?`;
    return {
      sql: `select coalesce((select value from counters where name = 'engineers'), 0)::int as total,
        ${items(`select ${COLUMNS.join(', ')} from users u where u.role = 'engineer' ${bounds}`)}`,
      bindings: first ? [] : pageBindings,
    };
  }
  if (!query.search) {
    return {
      sql: `with m as (select ${COLUMNS.map((c) => `u.${c}`).join(', ')} from users u
          where u.role = 'engineer'${filters.sql})
        select (select count(*) from m)::int as total,
          ${items(`select * from m u order by ${order('u')} limit ? offset ?`)}`,
      bindings: [...filters.bindings, ...pageBindings],
    };
  }
  const code = CODE_SEARCH.exec(query.search.trim());
  if (await isCommonSearch(db, query.search, SEARCHED_STATS)) {
    // A search in most engineers reads them once, the columns ORed: the count in one pass, the
    // page by walking the sort order until it is full. Planned for its pattern on each call.
    const found = await containingCondition(db, 'users', SEARCHED, query.search);
    const matching = `u.role = 'engineer' and (${found.sql}${code ? ' or u.id = ?' : ''})${filters.sql}`;
    const matchBindings = [...found.bindings, ...(code ? [Number(code[1])] : [])];
    return {
      sql: `select (select count(*) from users u where ${matching})::int as total,
        ${items(`select ${COLUMNS.join(', ')} from users u where ${matching} order by ${order('u')} limit ? offset ?`)}`,
      bindings: [
        ...matchBindings,
        ...filters.bindings,
        ...matchBindings,
        ...filters.bindings,
        ...pageBindings,
      ],
      planEachCall: true,
    };
  }
  // United per-column lookups use each column's trigram index (an OR would scan every user),
  // each by the column's rarest word of the search (see search-words.ts); a display code is
  // looked up by id.
  const found = await containingIds(db, 'users', SEARCHED, query.search);
  const lookups = [found.sql];
  const lookupBindings: Knex.RawBinding[] = [...found.bindings];
  if (code) {
    lookups.push('select ?::int as id');
    lookupBindings.push(Number(code[1]));
  }
  return {
    sql: `with m as (select ${COLUMNS.map((c) => `u.${c}`).join(', ')} from users u
        where u.role = 'engineer' and u.id in (${lookups.join(' union ')})${filters.sql})
      select (select count(*) from m)::int as total,
        ${items(`select * from m u order by ${order('u')} limit ? offset ?`)}`,
    bindings: [...lookupBindings, ...filters.bindings, ...pageBindings],
  };
}
