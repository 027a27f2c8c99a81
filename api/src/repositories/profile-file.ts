import type { Knex } from 'knex';

/**
 * Sets `profile_file_id` of one row and answers the value it replaces, in one statement: the
 * self-join reads the row as it was before the update. Undefined when the row does not exist.
 */
export async function setProfileFile(
  trx: Knex,
  table: 'users' | 'customers',
  id: number,
  fileId: number,
): Promise<number | null> {
  const { rows } = await trx.raw<{ rows: { previous: number | null }[] }>(
    `update ?? as t set profile_file_id = ?, updated_at = now()
       from ?? as old where t.id = ? and old.id = t.id
       returning old.profile_file_id as previous`,
    [table, fileId, table, id],
  );
  return rows[0]?.previous ?? null;
}
