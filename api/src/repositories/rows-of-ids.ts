import type { Knex } from 'knex';
import { prepared } from './prepared';

/** What a list's rows are read from: its select list, its FROM (joins and all), its alias. */
export interface RowsSource {
  select: string;
  from: string;
  /** The alias whose `id` the ids name. */
  alias: string;
  /** A condition every row must also meet (the list's own scope), if any. */
  where?: string;
}

/**
 * The rows of `ids` that exist (in id order) as the list's statement reads them: a selection
 * exported as CSV is read in batches of ids, one statement per batch.
 */
export async function rowsOfIds<R>(
  db: Knex,
  { select, from, alias, where }: RowsSource,
  ids: readonly number[],
): Promise<R[]> {
  if (ids.length === 0) return [];
  // Prepared: a source's text never changes and its ids are one array, so PostgreSQL plans it
  // once per connection (planning a lead's 36 columns cost 0.3 ms of its 1.6 ms).
  const { rows } = await prepared<{ rows: R[] }>(
    db,
    `select ${select} from ${from} where ${alias}.id = any(?::bigint[])${where ? ` and ${where}` : ''}
      order by ${alias}.id`,
    [ids as number[]],
  );
  return rows;
}
