import type { FastifyInstance } from 'fastify';
import {
  ticketBulkBodySchema,
  displayCode,
  ticketListQuerySchema,
  REALTIME_EVENTS,
  type TicketUpdate,
} from '@trellis/contracts';
import type { FilesRepository } from '../repositories/files-repository';
import { matchingTickets, type TicketPageQuery } from '../repositories/tickets-list';
import { announceLeads, announceTicket } from '../services/ticket-announcements';
import { recordTicketAudit, ticketCreated } from '../services/ticket-audit';
import { createTicketsService } from '../services/tickets-service';
import { undoableDelete } from './delete-action';
import { fieldAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';
import { TICKET_GRAPH } from './record-graphs';
import { ticketFieldBatch } from './ticket-field-batch';

type TicketField = 'status' | 'priority' | 'engineer_id';

/**
 * The tickets list's bulk actions. Each ticket goes through the tickets service as PUT
 * /api/tickets/:id and DELETE would take it: the engineer's compliance and leave checked as on
 * the board, its audit rows, its events and notifications. A delete is undone with the ticket's
 * files and work logs.
 */
export function ticketBulk(app: FastifyInstance): ListBulk {
  const { ticketsRepository, filesRepository, leavesRepository, auditRepository } = app;

  /** The service writing inside the batch's savepoint, its announcements held for the commit. */
  const serviceIn = (scope: BulkScope, files: FilesRepository = filesRepository) =>
    createTicketsService({
      db: scope.trx,
      ticketsRepository,
      filesRepository: files,
      leavesRepository,
      auditRepository,
      realtime: scope.announcer,
    });

  /** A ticket put back by Undo: recorded and announced as a new one is, its lead's link too. */
  async function restored(id: number, { trx, announcer, context }: BulkScope) {
    const ticket = (await ticketsRepository.findDetail(id, trx))!;
    const entry = { ...ticketCreated(ticket), action: 'ticket.restored' };
    await recordTicketAudit(auditRepository, context.audit, ticket, [entry], trx);
    const lead =
      ticket.lead_id === null ? undefined : await ticketsRepository.lockLead(ticket.lead_id, trx);
    await announceTicket(announcer, REALTIME_EVENTS.ticketCreated, ticket, context);
    await announceLeads(announcer, lead ? [lead] : [], context);
    await announcer.publishCounts();
  }

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
    undoAuditActions: ['ticket.restored'],
    querySchema: ticketListQuerySchema,
    matchingIds: async (query) =>
      idsOf(app.db, await matchingTickets(app.db, query as TicketPageQuery)),
    label: (id) => displayCode('ticket', id),
    actions: {
      status: { ...setting('status'), ...ticketFieldBatch('status', app) },
      priority: { ...setting('priority'), ...ticketFieldBatch('priority', app) },
      engineer: setting('engineer_id'),
      delete: undoableDelete({
        what: 'Ticket',
        entity: 'ticket',
        graph: TICKET_GRAPH,
        filesRepository,
        remove: (id, scope, files) => serviceIn(scope, files).remove(id, scope.context),
        restored,
      }),
    },
  };
}
