import type { Knex } from 'knex';
import { isId } from '../lib/row-id';
import { prepared } from './prepared';
import { rowsOfIds, type RowsSource } from './rows-of-ids';

// Reads of records that SQL builds as one JSON value each, in a column named `item`, converted to
// the contract's shape by `to`.

/** The record `id` as the prepared statement `find` (which takes the id) answers it, if any. */
export async function findItem<J, T>(
  trx: Knex,
  find: string,
  id: number,
  to: (item: J) => T,
): Promise<T | undefined> {
  if (!isId(id)) return undefined;
  const { rows } = await prepared<{ rows: { item: J }[] }>(trx, find, [id]);
  return rows[0] ? to(rows[0].item) : undefined;
}

/** The records of `ids` that exist, in id order, as `source` selects them (a selection's CSV). */
export async function itemsOfIds<J, T>(
  db: Knex,
  source: RowsSource,
  ids: readonly number[],
  to: (item: J) => T,
): Promise<T[]> {
  const rows = await rowsOfIds<{ item: J }>(db, source, ids);
  return rows.map((row) => to(row.item));
}
