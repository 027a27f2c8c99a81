import type { Knex } from 'knex';

/** The ids a list's matching rows (`select id, …`) hold, in id order. */
export async function idsOf(
  db: Knex,
  matches: { sql: string; bindings: readonly Knex.RawBinding[] },
): Promise<number[]> {
  const { rows } = await db.raw<{ rows: { id: number | string }[] }>(
    `select m.id from (${matches.sql}) m order by m.id`,
    matches.bindings as Knex.RawBinding[],
  );
  return rows.map((r) => Number(r.id));
}
