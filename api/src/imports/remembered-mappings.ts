import type { Knex } from 'knex';
import { normalisedHeader, type ImportKind } from '@trellis/contracts';
import { checkedMapping } from './row-values';

/** A header row as it is remembered: each header compared without case, spaces or punctuation. */
const headersKey = (headers: readonly string[]) => JSON.stringify(headers.map(normalisedHeader));

/**
 * The columns `userId` chose the last time they imported a file with these headers into this
 * list; null when they have not, or when the list's fields have changed since.
 */
export async function recalledMapping(
  db: Knex,
  userId: number,
  kind: ImportKind,
  headers: readonly string[],
): Promise<(string | null)[] | null> {
  const row = await db('import_mappings')
    .where({ user_id: userId, kind, headers: headersKey(headers) })
    .first<{ mapping: (string | null)[] } | undefined>('mapping');
  if (!row || row.mapping.length !== headers.length) return null;
  try {
    return checkedMapping(kind, headers, row.mapping);
  } catch {
    return null;
  }
}

/** Keeps the columns an import was written with, for the next file with the same headers. */
export async function rememberMapping(
  db: Knex,
  userId: number,
  kind: ImportKind,
  headers: readonly string[],
  mapping: readonly (string | null)[],
): Promise<void> {
  await db.raw(
    `insert into import_mappings (user_id, kind, headers, mapping) values (?, ?, ?, ?::jsonb)
     on conflict (user_id, kind, headers)
     do update set mapping = excluded.mapping, updated_at = now()`,
    [userId, kind, headersKey(headers), JSON.stringify(mapping)],
  );
}
