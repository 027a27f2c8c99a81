import type { Knex } from 'knex';
import { displayCode, type EngineerListItem } from '@trellis/contracts';
import { pageLimit, prepared } from './prepared';
import { containsCondition, lookupWords } from './search-words';

interface EngineerRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  status: string;
  /** A Date from a row, or epoch milliseconds from the list's JSON. */
  created_at: Date | number;
  updated_at: Date | number;
}

const isoString = (value: Date | number) => new Date(value).toISOString();

export function toEngineerListItem(row: EngineerRow): EngineerListItem {
  return {
    id: row.id,
    code: displayCode('engineer', row.id),
    name: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status,
    created_at: isoString(row.created_at),
    updated_at: isoString(row.updated_at),
  };
}

const SORT_COLUMNS = { name: 'username', email: 'email', created_at: 'created_at' } as const;

export interface EngineerListQuery {
  search: string;
  page: number;
  limit: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
}

const COLUMNS = ['id', 'username', 'email', 'phone', 'status', 'created_at', 'updated_at'] as const;

/**
 * A page row as JSON, timestamps as epoch milliseconds: PostgreSQL's to_char cost 0.7 ms per
 * 100-row page (it bounded the list's throughput in bench/), a number costs nothing, and Node
 * writes the ISO text.
 */
const ROW_JSON = `json_build_object(${COLUMNS.map((c) =>
  c.endsWith('_at') ? `'${c}', floor(extract(epoch from p.${c}) * 1000)::bigint` : `'${c}', p.${c}`,
).join(', ')})`;

const SEARCHED = ['users.username', 'users.email', 'users.phone'];

/**
 * The list's one statement, prepared, answering one row: the total and the page as JSON (one
 * JSON.parse instead of decoding 700 fields). Unfiltered, the page comes from a role = 'engineer'
 * sort index and the total from the engineers counter; a search counts its matches. Exported
 * for the EXPLAIN in bench/.
 */
export async function engineerListStatement(
  db: Knex,
  query: EngineerListQuery,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const order = (alias: string) =>
    `${alias}.${SORT_COLUMNS[query.sort]} ${direction}, ${alias}.id ${direction}`;
  const items = (page: string) =>
    `(select coalesce(json_agg(${ROW_JSON} order by ${order('p')}), '[]'::json) from (${page}) p) as items`;
  const pageBindings = [query.limit, (query.page - 1) * query.limit];
  if (!query.search) {
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
  // United per-column lookups use each column's trigram index (an OR would scan every user),
  // each by the column's rarest word of the search (see search-words.ts).
  const words = await lookupWords(db, query.search, SEARCHED);
  const conditions = SEARCHED.map((key) =>
    containsCondition(key.split('.')[1]!, query.search, words.get(key)),
  );
  const ids = conditions.map((c) => `select id from users where ${c.sql}`).join(' union ');
  return {
    sql: `with m as (select ${COLUMNS.join(', ')} from users where role = 'engineer' and id in (${ids}))
      select (select count(*) from m)::int as total,
        ${items(`select * from m u order by ${order('u')} limit ? offset ?`)}`,
    bindings: [...conditions.flatMap((c) => c.bindings), ...pageBindings],
  };
}

export function createEngineersRepository(db: Knex) {
  return {
    async findById(id: number): Promise<EngineerListItem | undefined> {
      const row = await db<EngineerRow>('users')
        .where('id', id)
        .andWhere('role', 'engineer')
        .first();
      return row ? toEngineerListItem(row) : undefined;
    },
    /**
     * The page and `total` in one statement. Unfiltered, `total` is the engineers counter (an
     * aggregate kept by triggers) and the page comes from a sort index (role = 'engineer' partial
     * indexes, migration 20261122210000); a search counts its matches.
     */
    async list(query: EngineerListQuery) {
      const { sql, bindings } = await engineerListStatement(db, query);
      const { rows } = await prepared<{ rows: { total: number; items: EngineerRow[] }[] }>(
        db,
        sql,
        bindings,
      );
      const { total, items } = rows[0]!;
      return { items: items.map(toEngineerListItem), total };
    },
  };
}

export type EngineersRepository = ReturnType<typeof createEngineersRepository>;
