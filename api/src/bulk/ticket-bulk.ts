import type { FastifyInstance } from 'fastify';
import {
  BULK_MESSAGES,
  ticketBulkBodySchema,
  displayCode,
  ticketListQuerySchema,
} from '@trellis/contracts';
import { AppError, notFound } from '../lib/app-error';
import { matchingTickets, type TicketPageQuery } from '../repositories/tickets-list';
import type { TicketState } from '../repositories/tickets-repository';
import { createTicketsService } from '../services/tickets-service';
import type { TicketUpdate } from '@trellis/contracts';
import type { BulkActionHandler, BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';
import { ticketFieldBatch } from './ticket-field-batch';

type TicketField = 'status' | 'priority' | 'engineer_id';

/**
 * The tickets list's bulk actions. Each ticket goes through the tickets service as PUT
 * /api/tickets/:id and DELETE would take it: the engineer's compliance and leave checked as on
 * the board, its audit rows, its events and notifications.
 */
export function ticketBulk(app: FastifyInstance): ListBulk {
  const { ticketsRepository, filesRepository, leavesRepository, auditRepository } = app;

  /** The service writing inside the batch's savepoint, its announcements held for the commit. */
  const serviceIn = (scope: BulkScope) =>
    createTicketsService({
      db: scope.trx,
      ticketsRepository,
      filesRepository,
      leavesRepository,
      auditRepository,
      realtime: scope.announcer,
    });

  const update = (field: TicketField, value: unknown): TicketUpdate =>
    field === 'engineer_id'
      ? { kind: 'engineer', engineer_id: value as number | null }
      : ({ kind: field, [field]: value } as TicketUpdate);

  async function locked(id: number, scope: BulkScope): Promise<TicketState> {
    const ticket = await ticketsRepository.lock(id, scope.trx);
    if (!ticket) throw notFound('Ticket');
    return ticket;
  }

  /** Sets one field; Undo puts the previous value back unless the ticket has moved on since. */
  const fieldAction = (field: TicketField): BulkActionHandler => ({
    async apply(id, params, scope) {
      const previous = await locked(id, scope);
      const value = params[field];
      if (previous[field] === value) return null;
      await serviceIn(scope).update(id, update(field, value), scope.context);
      return { before: { [field]: previous[field] }, after: { [field]: value } };
    },
    async undo(id, change, scope) {
      const current = await ticketsRepository.lock(id, scope.trx);
      if (!current) throw new AppError('NOT_FOUND', BULK_MESSAGES.goneSince);
      if (current[field] !== change.after[field])
        throw new AppError('CONFLICT', BULK_MESSAGES.changedSince);
      await serviceIn(scope).update(id, update(field, change.before[field]), scope.context);
    },
  });

  return {
    list: 'tickets',
    entity: 'ticket',
    body: ticketBulkBodySchema,
    auditActions: [
      'ticket.status_changed',
      'ticket.assigned',
      'ticket.unassigned',
      'ticket.updated',
      'ticket.deleted',
    ],
    querySchema: ticketListQuerySchema,
    matchingIds: async (query) =>
      idsOf(app.db, await matchingTickets(app.db, query as TicketPageQuery)),
    label: (id) => displayCode('ticket', id),
    actions: {
      status: { ...fieldAction('status'), ...ticketFieldBatch('status', app) },
      priority: { ...fieldAction('priority'), ...ticketFieldBatch('priority', app) },
      engineer: fieldAction('engineer_id'),
      delete: {
        async apply(id, _params, scope) {
          await serviceIn(scope).remove(id, scope.context);
          return null;
        },
      },
    },
  };
}
