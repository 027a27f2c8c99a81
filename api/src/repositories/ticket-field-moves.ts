import type { Knex } from 'knex';
import type { TicketListItem } from '@trellis/contracts';
import { isId } from '../lib/row-id';
import { TICKET_JSON, toTicketListItem, type TicketJson } from './ticket-rows';

/** A ticket column a bulk batch sets with no rule to check. */
export type MovableTicketField = 'status' | 'priority';

/** One ticket's wanted value; with `from`, only while the ticket still holds `from` (Undo). */
export interface TicketFieldMove {
  id: number;
  to: string;
  from?: string;
}

/** A ticket of the batch as it was found, locked, and its list row when it was moved. */
export interface TicketFieldMoved {
  id: number;
  task_name: string;
  /** The value before the statement. */
  was: string;
  item: TicketListItem | null;
}

/**
 * A batch's tickets locked, moved and read back in one statement: every ticket found is locked
 * (in id order, as one-by-one writes would take them), the ones not already at their value and,
 * for a move with `from`, still holding it, are set with updated_at; each moved one comes back
 * with its list row as it is now. Tickets not found are absent from the answer.
 */
export async function moveTicketField(
  trx: Knex,
  field: MovableTicketField,
  moves: readonly TicketFieldMove[],
): Promise<TicketFieldMoved[]> {
  const wanted = moves.filter((move) => isId(move.id));
  if (wanted.length === 0) return [];
  const { rows } = await trx.raw<{
    rows: (Omit<TicketFieldMoved, 'item'> & { item: TicketJson | null })[];
  }>(
    `with wanted as (
       select * from unnest(?::bigint[], ?::text[], ?::text[]) as w(id, value, expected)
     ), locked as (
       select t.id, t.task_name, t.${field} as was, w.value, w.expected
       from tickets t join wanted w on w.id = t.id
       order by t.id for update of t
     ), moved as (
       update tickets t set ${field} = l.value, updated_at = current_timestamp
       from locked l
       where t.id = l.id and l.was is distinct from l.value
         and (l.expected is null or l.was = l.expected)
       returning t.*
     )
     select l.id::int as id, l.task_name, l.was,
       case when t.id is null then null else ${TICKET_JSON} end as item
     from locked l left join moved t on t.id = l.id
       left join customers c on c.id = t.customer_id left join users e on e.id = t.engineer_id
     order by l.id`,
    [
      wanted.map((m) => m.id),
      wanted.map((m) => m.to),
      // null: no value to find first (an action, not an Undo).
      wanted.map((m) => m.from ?? null) as Knex.Value,
    ],
  );
  return rows.map((row) => ({ ...row, item: row.item && toTicketListItem(row.item) }));
}
