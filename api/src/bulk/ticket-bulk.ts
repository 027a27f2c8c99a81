import type { FastifyInstance } from 'fastify';
import {
  ticketBulkBodySchema,
  displayCode,
  ticketListQuerySchema,
  type TicketUpdate,
} from '@trellis/contracts';
import { matchingTickets, type TicketPageQuery } from '../repositories/tickets-list';
import { createTicketsService } from '../services/tickets-service';
import { fieldAction, oneWayAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
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

  /** Sets one field; Undo puts the previous value back unless the ticket has moved on since. */
  const setting = (field: TicketField) =>
    fieldAction({
      what: 'Ticket',
      read: async (id, trx) => {
        const ticket = await ticketsRepository.lock(id, trx);
        return ticket && { [field]: ticket[field] };
      },
      target: (params) => ({ [field]: params[field] }),
      write: async (id, values, scope) => {
        await serviceIn(scope).update(id, update(field, values[field]), scope.context);
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
      status: { ...setting('status'), ...ticketFieldBatch('status', app) },
      priority: { ...setting('priority'), ...ticketFieldBatch('priority', app) },
      engineer: setting('engineer_id'),
      delete: oneWayAction((id, _params, scope) => serviceIn(scope).remove(id, scope.context)),
    },
  };
}
