import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

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
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED) return db.raw<TResult>(sql, bindings);
    name = `trellis_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return db.raw<TResult>(sql, bindings).options({ name });
}

/** A page size to write into SQL: an integer from 1 to 1000 (the contracts' bounds), or an error. */
export function pageLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error(`Bad limit ${limit}`);
  return limit;
}
