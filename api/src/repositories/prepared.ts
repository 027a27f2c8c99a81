import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { PoolClient, QueryResultRow } from 'pg';

const names = new Map<string, string>();
/** At most this many distinct statements are prepared (per connection); others run unprepared. */
const MAX_PREPARED = 300;

/**
 * Runs `sql` as a named prepared statement: PostgreSQL parses it once per connection instead of
 * on every call (and keeps a generic plan when its parameters do not change the plan). For the
 * statements every request runs: the session, the counters, the list pages (bench/api-bench.ts).
 *
 * The statement must name its columns, never `*`: a prepared `select *` fails with "cached plan
 * must not change result type" on every pooled connection once a migration adds a column under
 * a running API. Each distinct text stays prepared on each connection, so the texts should come
 * from a small set (whitelisted pieces, values as bindings); past MAX_PREPARED texts, new ones
 * simply run unprepared.
 */
export function prepared<TResult>(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[] = [],
): Knex.Raw<TResult> {
  const name = statementName(sql);
  return name === undefined
    ? db.raw<TResult>(sql, bindings)
    : db.raw<TResult>(sql, bindings).options({ name });
}

/**
 * `prepared`, answering each row as an array of its values in the select list's order: reading
 * a hundred rows of twenty columns this way costs PostgreSQL and Node less than a JSON array
 * built per row, and Node less than an object per row.
 */
export async function preparedTuples<TTuple extends unknown[]>(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[] = [],
): Promise<TTuple[]> {
  const { rows } = await prepared<{ rows: TTuple[] }>(db, sql, bindings).options({
    rowMode: 'array',
  });
  return rows;
}

/** A list's statement, with whether it may be prepared. */
export interface ListStatement {
  sql: string;
  bindings: Knex.RawBinding[];
  /**
   * Planned for its values on every call rather than prepared: a common search, whose best plan
   * (one pass over the table) differs from the one a prepared statement would settle on.
   */
  planEachCall?: boolean;
}

/** Runs a list's statement: prepared (`prepared`), unless it is to be planned on every call. */
export function runStatement<TResult>(db: Knex, statement: ListStatement): Knex.Raw<TResult> {
  return statement.planEachCall
    ? db.raw<TResult>(statement.sql, statement.bindings)
    : prepared<TResult>(db, statement.sql, statement.bindings);
}

/** The statement's name, or none once MAX_PREPARED texts are named. */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED) return undefined;
    name = `trellis_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * A page's LIMIT and OFFSET for a prepared statement. The first page writes its limit in and
 * has no offset: with a bound limit, PostgreSQL cannot price a generic plan (it assumes a
 * tenth of the table), so it planned the statement again on every call, which cost more than
 * running it (about 1 ms a call on the 100,000-row lists). A statement with no parameters is
 * planned once per connection. Later pages bind both, so their texts stay few.
 */
export function pageBounds(limit: number, page: number): { sql: string; bindings: number[] } {
  if (page === 1) return { sql: `limit ${pageLimit(limit)}`, bindings: [] };
  return { sql: 'limit ? offset ?', bindings: [pageLimit(limit), (page - 1) * limit] };
}

/** A page size to write into SQL: an integer from 1 to 1000 (the contracts' bounds), or an error. */
export function pageLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error(`Bad limit ${limit}`);
  return limit;
}

/**
 * `prepared`, with its one generic plan forced: for a statement PostgreSQL would otherwise plan
 * afresh on every call because its generic plan is priced for any parameters, when each part is
 * read by index whatever they are. The setting lives only in the statement's own transaction,
 * opened with it in one round trip, so no other statement of the connection sees it.
 */
export async function preparedGeneric<TRow extends QueryResultRow>(
  db: Knex,
  sql: string,
  bindings: readonly Knex.RawBinding[],
): Promise<TRow[]> {
  const native = db.raw(sql, bindings).toSQL().toNative();
  const client = (await db.client.acquireConnection()) as PoolClient;
  try {
    await client.query('begin; set local plan_cache_mode = force_generic_plan');
    const { rows } = await client.query<TRow>({
      name: statementName(sql),
      text: native.sql,
      values: native.bindings as unknown[],
    });
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await db.client.releaseConnection(client);
  }
}
