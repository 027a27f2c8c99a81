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

/** Rows per page when a list's own query is paged through: its largest page. */
const PAGE = 1000;

/**
 * The ids a list's own query matches, page after page, for lists small enough not to need a
 * statement of their own (staff, engineers, leave, payouts, invoices).
 */
export async function pagedIds<Q extends { page: number; limit: number }>(
  list: (query: Q) => Promise<{ items: readonly { id: number }[] }>,
  query: Q,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await list({ ...query, page, limit: PAGE });
    ids.push(...items.map((item) => item.id));
    if (items.length < PAGE) break;
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}
