import type { TestApp } from '../helpers/test-app';

/**
 * `n` copies of one row of `table`, written in one statement (a bulk job's test needs more rows
 * than it could create through the API in good time); `set` overrides columns of the copies.
 */
export async function cloneRows(
  t: TestApp,
  table: 'tickets' | 'customers',
  id: number,
  n: number,
  set: Record<string, string> = {},
): Promise<number[]> {
  const { rows: columns } = await t.db.raw<{ rows: { name: string }[] }>(
    `select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ? and column_name <> 'id'
        and is_generated = 'NEVER' and column_default is distinct from 'nextval' order by ordinal_position`,
    [table],
  );
  const names = columns.map((c) => c.name);
  const values = names.map((name) => (name in set ? '?' : `"${name}"`));
  const { rows } = await t.db.raw<{ rows: { id: number }[] }>(
    `insert into ${table} (${names.map((n) => `"${n}"`).join(', ')})
     select ${values.join(', ')} from ${table}, generate_series(1, ?) where id = ? returning id`,
    [...names.filter((name) => name in set).map((name) => set[name]!), n, id],
  );
  return rows.map((r) => Number(r.id));
}
