import { BULK_MESSAGES, REALTIME_EVENTS } from '@trellis/contracts';
import type { AuditRepository } from '../repositories/audit-repository';
import type { BulkChange } from '../repositories/bulk-runs-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import { ticketLabel } from '../services/ticket-audit';
import type { BulkActionHandler, BulkRefusal, BulkScope } from './list-bulk';

/** The ticket fields a staff member may set with no rule to check, and the history they make. */
const HISTORY_ACTION = { status: 'ticket.status_changed', priority: 'ticket.updated' } as const;
export type PlainTicketField = keyof typeof HISTORY_ACTION;

interface Move {
  id: number;
  task_name: string;
  from: string;
  to: string;
}

/**
 * A status or priority set on a whole batch in a few statements: one lock, one update per new
 * value, one insert of the audit rows, one read of the list rows for the events. What each
 * ticket gets is what PUT /api/tickets/:id with `{status}` or `{priority}` gives it: the same
 * audit row (same action, label and change) and the same `ticket:updated` event; a ticket
 * already at the value is left alone and recorded nowhere, as there.
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
  async function write(moves: readonly Move[], scope: BulkScope) {
    const byValue = new Map<string, number[]>();
    for (const move of moves) byValue.set(move.to, [...(byValue.get(move.to) ?? []), move.id]);
    for (const [value, ids] of byValue)
      await ticketsRepository.setMany(ids, { [field]: value }, scope.trx);
    await auditRepository.recordMany(
      moves.map((move) => ({
        ...scope.context.audit,
        action: HISTORY_ACTION[field],
        entity: 'ticket',
        entityId: move.id,
        entityLabel: ticketLabel(move),
        changes: [{ field, from: move.from, to: move.to }],
      })),
      scope.trx,
    );
    const items = await ticketsRepository.listItems(
      moves.map((m) => m.id),
      scope.trx,
    );
    for (const item of items)
      await scope.announcer.publish(REALTIME_EVENTS.ticketUpdated, item, {
        requestId: scope.context.requestId,
      });
  }

  return {
    async applyMany(ids, params, scope) {
      const value = params[field] as string;
      const states = await ticketsRepository.lockMany(ids, scope.trx);
      const found = new Set(states.map((s) => s.id));
      const failures: BulkRefusal[] = ids
        .filter((id) => !found.has(id))
        .map((id) => ({ id, reason: 'Ticket not found' }));
      const moves = states
        .filter((s) => s[field] !== value)
        .map((s) => ({ id: s.id, task_name: s.task_name, from: s[field], to: value }));
      await write(moves, scope);
      const changes: BulkChange[] = moves.map((m) => ({
        recordId: m.id,
        before: { [field]: m.from },
        after: { [field]: m.to },
      }));
      return { changes, failures };
    },

    async undoMany(changes, scope) {
      const states = await ticketsRepository.lockMany(
        changes.map((c) => c.recordId),
        scope.trx,
      );
      const current = new Map(states.map((s) => [s.id, s]));
      const refused: BulkRefusal[] = [];
      const moves: Move[] = [];
      for (const change of changes) {
        const state = current.get(change.recordId);
        if (!state) refused.push({ id: change.recordId, reason: BULK_MESSAGES.goneSince });
        else if (state[field] !== change.after[field])
          refused.push({ id: change.recordId, reason: BULK_MESSAGES.changedSince });
        else
          moves.push({
            id: state.id,
            task_name: state.task_name,
            from: state[field],
            to: change.before[field] as string,
          });
      }
      await write(moves, scope);
      return { restored: moves.length, refused };
    },
  };
}
