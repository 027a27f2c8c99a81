import type { Knex } from 'knex';

/** SQL with its positional bindings. */
export interface Fragment {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** A `:name` marker; never the `::` of a cast. */
const MARKER = /(?<![:\w]):([a-z][a-z_]*)/g;

const isFragment = (value: unknown): value is Fragment =>
  typeof value === 'object' && value !== null && 'sql' in value && 'bindings' in value;

/**
 * `sql` with each `:name` turned into a positional `?` (or a fragment's own SQL) and the values
 * in their order, for statements that repeat a value (a range's bounds) and run prepared.
 */
export function named(sql: string, values: Record<string, Knex.RawBinding | Fragment>): Fragment {
  const bindings: Knex.RawBinding[] = [];
  const text = sql.replace(MARKER, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for :${name}`);
    const value = values[name]!;
    if (isFragment(value)) {
      bindings.push(...value.bindings);
      return value.sql;
    }
    bindings.push(value);
    return '?';
  });
  return { sql: text, bindings };
}
