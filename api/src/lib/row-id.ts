/** The largest PostgreSQL integer: every table's id is one. */
const MAX_ID = 2_147_483_647;

/**
 * Whether `id` can name a row. A larger or fractional one names none, so a repository answers
 * "not found" rather than letting PostgreSQL fail the query.
 */
export const isId = (id: number | null | undefined): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID;
