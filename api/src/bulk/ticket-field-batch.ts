import { BULK_MESSAGES, REALTIME_EVENTS, type TicketListItem } from '@trellis/contracts';
import type { AuditRepository } from '../repositories/audit-repository';
import type { BulkChange } from '../repositories/bulk-runs-repository';
import type { TicketFieldMove, TicketFieldMoved } from '../repositories/ticket-field-moves';
import type { TicketsRepository } from '../repositories/tickets-repository';
import { ticketLabel } from '../services/ticket-audit';
import type { BulkActionHandler, BulkRefusal, BulkScope } from './list-bulk';

/** The ticket fields a staff member may set with no rule to check, and the history they make. */
const HISTORY_ACTION = { status: 'ticket.status_changed', priority: 'ticket.updated' } as const;
export type PlainTicketField = keyof typeof HISTORY_ACTION;

/** A ticket the batch moved, with the value it left and its list row now. */
type Moved = TicketFieldMoved & { item: TicketListItem };

/**
 * A status or priority set on a whole batch in one statement (lock, update and the list rows
 * read back), then one insert of the audit rows. What each ticket gets is what PUT
 * /api/tickets/:id with `{status}` or `{priority}` gives it: the same audit row (same action,
 * label and change) and the same `ticket:updated` event; a ticket already at the value is left
 * alone and recorded nowhere, as there.
 */
export function ticketFieldBatch(
  field: PlainTicketField,
  {
    ticketsRepository,
    auditRepository,
  }: {
    ticketsRepository: TicketsRepository;
    auditRepository: AuditRepository;
  },
): Pick<BulkActionHandler, 'applyMany' | 'undoMany'> {
  /** Moves the tickets, then records and announces each one moved; answers all found. */
  async function move(moves: readonly TicketFieldMove[], scope: BulkScope) {
    const found = await ticketsRepository.moveField(field, moves, scope.trx);
    const to = new Map(moves.map((m) => [m.id, m.to]));
    const moved = found.filter((row): row is Moved => row.item !== null);
    await auditRepository.recordMany(
      moved.map((row) => ({
        ...scope.context.audit,
        action: HISTORY_ACTION[field],
        entity: 'ticket',
        entityId: row.id,
        entityLabel: ticketLabel(row),
        changes: [{ field, from: row.was, to: to.get(row.id) }],
      })),
      scope.trx,
    );
    for (const row of moved)
      await scope.announcer.publish(REALTIME_EVENTS.ticketUpdated, row.item, {
        requestId: scope.context.requestId,
      });
    return { found, moved };
  }

  return {
    async applyMany(ids, params, scope) {
      const value = params[field] as string;
      const { found, moved } = await move(
        ids.map((id) => ({ id, to: value })),
        scope,
      );
      const present = new Set(found.map((row) => row.id));
      const failures: BulkRefusal[] = ids
        .filter((id) => !present.has(id))
        .map((id) => ({ id, reason: 'Ticket not found' }));
      const changes: BulkChange[] = moved.map((row) => ({
        recordId: row.id,
        before: { [field]: row.was },
        after: { [field]: value },
      }));
      return { changes, failures };
    },

    async undoMany(changes, scope) {
      const { found, moved } = await move(
        changes.map((change) => ({
          id: change.recordId,
          to: change.before[field] as string,
          from: change.after[field] as string,
        })),
        scope,
      );
      const current = new Map(found.map((row) => [row.id, row]));
      const restored = new Set(moved.map((row) => row.id));
      const refused: BulkRefusal[] = changes
        .filter((change) => !restored.has(change.recordId))
        .map((change) => ({
          id: change.recordId,
          reason: current.has(change.recordId)
            ? BULK_MESSAGES.changedSince
            : BULK_MESSAGES.goneSince,
        }));
      return { restored: moved.length, refused };
    },
  };
}
