import type { Knex } from 'knex';
import { isId } from '../lib/row-id';

/**
 * The `columns` of `table`'s row `id`, locked for the rest of the transaction so a concurrent
 * write waits; undefined when there is no such row.
 */
export async function lockRow<T>(
  trx: Knex,
  table: string,
  id: number,
  columns: readonly (keyof T & string)[],
): Promise<T | undefined> {
  if (!isId(id)) return undefined;
  const row: unknown = await trx(table)
    .where({ id })
    .forUpdate()
    .first(...columns);
  return row as T | undefined;
}
