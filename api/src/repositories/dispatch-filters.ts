import type { Knex } from 'knex';
import { TICKET_STATUS_GROUPS, type DispatchParams } from '@trellis/contracts';
import type { Fragment } from './named-bindings';
import { matchingTickets } from './tickets-list';

/**
 * The filters on the board's tickets (`t`), as SQL to append to each of their conditions: the
 * status group, the country, the search. Engineers the search named keep all their tickets (a
 * search by AIM-E code names no ticket); `named` is then their ids, an int[] expression.
 */
export async function ticketFilters(db: Knex, query: DispatchParams, named: string | null) {
  const sql: string[] = [];
  const values: Record<string, Knex.RawBinding | Fragment> = {};
  if (query.status_group) {
    const statuses = TICKET_STATUS_GROUPS[query.status_group].statuses;
    sql.push(`t.status in (${statuses.map((s) => `'${s}'`).join(', ')})`);
  }
  if (query.country) {
    sql.push('lower(t.country) = lower(:country)');
    values.country = query.country;
  }
  if (query.search) {
    const matches = await matchingTickets(db, {
      search: query.search,
      status: [],
      priority: [],
      sort: 'code',
      order: 'asc',
      page: 1,
      limit: 1,
    });
    sql.push(
      named
        ? `(t.id in (select m.id from (:matches) m) or t.engineer_id = any(${named}))`
        : 't.id in (select m.id from (:matches) m)',
    );
    values.matches = matches;
  }
  return { sql: sql.map((c) => ` and ${c}`).join(''), values };
}
