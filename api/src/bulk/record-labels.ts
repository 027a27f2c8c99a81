import type { Knex } from 'knex';

/**
 * Many records named in one read (a bulk batch's refusals): `read` answers the rows of `ids`
 * that exist, `name` names one, and an id with no row (deleted since) is named `missing(id)`.
 */
export async function labelsOf<R extends { id: number }>(
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<Iterable<R>>,
  name: (row: R) => string,
  missing: (id: number) => string,
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (ids.length > 0) for (const row of await read(ids)) found.set(row.id, name(row));
  return new Map(ids.map((id) => [id, found.get(id) ?? missing(id)]));
}

// What names a staff account, a leave request and an invoice, as their single reads give it.
// The repositories read these one record at a time; a batch of refusals needs them by ids.

export const staffNames = (db: Knex, ids: readonly number[]) =>
  db('users')
    .where({ role: 'staff' })
    .whereIn('id', ids)
    .select<{ id: number; username: string }[]>('id', 'username');

export const leavePeriods = (db: Knex, ids: readonly number[]) =>
  db('leave_requests')
    .whereIn('id', ids)
    .select<{ id: number; employee_name: string; start_date: string; end_date: string }[]>(
      'id',
      'employee_name',
      'start_date',
      'end_date',
    );

export const invoiceNumbers = (db: Knex, ids: readonly number[]) =>
  db('receivables')
    .whereIn('id', ids)
    .select<{ id: number; invoice_number: string }[]>('id', 'invoice_number');
