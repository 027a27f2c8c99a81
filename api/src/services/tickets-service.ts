import type { Knex } from 'knex';
import {
  REALTIME_EVENTS,
  type Ticket,
  type TicketBody,
  type TicketFileField,
  type TicketUpdate,
} from '@trellis/contracts';
import { notFound, orNotFound } from '../lib/app-error';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import type { FilesRepository, NewFile } from '../repositories/files-repository';
import type { LeavesRepository } from '../repositories/leaves-repository';
import { listItemOf } from '../repositories/ticket-rows';
import { isId } from '../lib/row-id';
import {
  LeadTakenError,
  UnknownReferenceError,
  type LeadLink,
  type TicketState,
  type TicketsRepository,
} from '../repositories/tickets-repository';
import {
  announceLeads,
  announceTicket,
  type TicketAnnouncer,
  type TicketEventName,
} from './ticket-announcements';
import {
  ticketAssignedNotification,
  ticketCreatedNotification,
  ticketStatusByEngineerNotification,
} from './domain-notifications';
import {
  announceNotification,
  writeNotification,
  type NotificationInput,
  type WrittenNotification,
} from './notification-writer';
import {
  customerNotFound,
  engineerNotFound,
  leadHasTicket,
  leadNotFound,
  ticketRules,
} from './ticket-rules';
import { recordTicketAudit, ticketCreated, ticketDeleted, ticketUpdated } from './ticket-audit';

/** A create as the multipart form sent it, read and checked before anything is written. */
export interface TicketSubmission {
  body: TicketBody;
  files: { kind: TicketFileField; file: NewFile }[];
}

/** Who wrote, when ("today" for the compliance rule) and from which request (for its events). */
export interface TicketWriteContext {
  /** The business today, `businessToday(APP_TIME_ZONE)`. */
  today: string;
  userId: number | null;
  requestId?: string;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
}

export interface TicketsServiceDependencies {
  db: Knex;
  ticketsRepository: TicketsRepository;
  filesRepository: FilesRepository;
  leavesRepository: LeavesRepository;
  realtime: TicketAnnouncer;
  auditRepository: AuditRepository;
}

/**
 * Every ticket write: the ticket with its files, its lead link, its rules and its audit rows in
 * ONE transaction (whole or not at all), then its realtime announcements once committed,
 * best-effort.
 */
export function createTicketsService({
  db,
  ticketsRepository,
  filesRepository,
  leavesRepository,
  realtime,
  auditRepository,
}: TicketsServiceDependencies) {
  const rules = ticketRules(ticketsRepository, leavesRepository);

  /** The ticket as this transaction wrote it: a save's one full read, for its response. */
  const written = async (id: number, trx: Knex): Promise<Ticket> =>
    orNotFound(await ticketsRepository.findDetail(id, trx), 'Ticket');

  /** Runs a write; what the database refused becomes the 400 or 409 the rules would answer. */
  async function transaction<T>(leadId: number | null, work: (trx: Knex) => Promise<T>) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof LeadTakenError && leadId !== null) {
        const other = await ticketsRepository.ticketOfLead(leadId, null);
        if (other !== null) throw leadHasTicket(other);
      }
      if (error instanceof UnknownReferenceError) {
        if (error.column === 'customer_id') throw customerNotFound();
        if (error.column === 'engineer_id') throw engineerNotFound();
        throw leadNotFound();
      }
      throw error;
    }
  }

  async function storeFiles(id: number, files: TicketSubmission['files'], trx: Knex) {
    const positions: Record<TicketFileField, number> = { documents: 0, sign_off_sheet: 0 };
    for (const { kind, file } of files) {
      const fileId = await filesRepository.create(file, trx);
      await ticketsRepository.addFile(id, fileId, kind, positions[kind]++, trx);
    }
  }

  /** The full form's write: the lead link and the engineer's compliance when they change. */
  async function updateFields(
    previous: TicketState,
    fields: TicketBody,
    context: TicketWriteContext,
    trx: Knex,
  ): Promise<{ engineerChanged: boolean; leads: LeadLink[] }> {
    const { id } = previous;
    const leads: LeadLink[] = [];
    if (fields.lead_id !== previous.lead_id) {
      if (fields.lead_id !== null)
        leads.push(await rules.checkNewLead(fields.lead_id, fields.customer_id, id, trx));
      const unlinked =
        previous.lead_id === null
          ? undefined
          : await ticketsRepository.lockLead(previous.lead_id, trx);
      if (unlinked) leads.push(unlinked);
    } else if (fields.lead_id !== null && fields.customer_id !== previous.customer_id) {
      await rules.checkLeadCustomer(fields.lead_id, fields.customer_id, trx);
    }
    const engineerChanged = fields.engineer_id !== previous.engineer_id;
    const datesChanged =
      fields.task_start_date !== previous.task_start_date ||
      fields.task_end_date !== previous.task_end_date;
    if (engineerChanged || datesChanged)
      await rules.checkEngineer(fields.engineer_id, fields, context.today, trx);
    if (!isId(fields.customer_id)) throw customerNotFound();
    await ticketsRepository.update(id, fields, trx);
    return { engineerChanged, leads };
  }

  /**
   * What staff hear of an update: an engineer assigned (not unassigned), or the ticket's
   * engineer changing it from the mobile app (`engineerId`); nothing when nothing changed.
   */
  function noteOfUpdate(
    event: TicketEventName | null,
    ticket: Ticket,
    engineerId: number | undefined,
  ): NotificationInput | null {
    if (event === null) return null;
    if (engineerId !== undefined) return ticketStatusByEngineerNotification(ticket);
    if (event === REALTIME_EVENTS.ticketAssigned && ticket.engineer_id !== null)
      return ticketAssignedNotification(ticket);
    return null;
  }

  return {
    async create(submission: TicketSubmission, context: TicketWriteContext): Promise<Ticket> {
      const { body } = submission;
      const { ticket, lead, notification } = await transaction(body.lead_id, async (trx) => {
        const link =
          body.lead_id === null
            ? null
            : await rules.checkNewLead(body.lead_id, body.customer_id, null, trx);
        await rules.checkEngineer(body.engineer_id, body, context.today, trx);
        if (!isId(body.customer_id)) throw customerNotFound();
        const id = await ticketsRepository.create(body, trx);
        await storeFiles(id, submission.files, trx);
        const created = await written(id, trx);
        await recordTicketAudit(
          auditRepository,
          context.audit,
          created,
          [ticketCreated(created)],
          trx,
        );
        const note = await writeNotification(trx, ticketCreatedNotification(created));
        return { ticket: created, lead: link, notification: note };
      });
      await announceTicket(realtime, REALTIME_EVENTS.ticketCreated, ticket, context);
      await announceLeads(realtime, lead ? [lead] : [], context);
      // notification:created and the counters (Tickets and Notifications both moved).
      await announceNotification(realtime, notification, context.requestId);
      return ticket;
    },

    /**
     * One of the four PUT bodies. `engineerId` limits the write to that engineer's own tickets
     * (the mobile app): any other ticket is not found. A write that changes nothing announces
     * nothing.
     */
    async update(
      id: number,
      update: TicketUpdate,
      context: TicketWriteContext,
      { engineerId }: { engineerId?: number } = {},
    ): Promise<Ticket> {
      let event: TicketEventName | null = REALTIME_EVENTS.ticketUpdated;
      let leads: LeadLink[] = [];
      let notification: WrittenNotification | null = null;
      const ticket = await transaction(
        update.kind === 'fields' ? update.lead_id : null,
        async (trx) => {
          const previous = await ticketsRepository.lock(id, trx);
          if (!previous || (engineerId !== undefined && previous.engineer_id !== engineerId))
            throw notFound('Ticket');
          const before = await written(id, trx);
          if (update.kind === 'status' || update.kind === 'priority') {
            const patch =
              update.kind === 'status' ? { status: update.status } : { priority: update.priority };
            if (previous[update.kind] === Object.values(patch)[0]) event = null;
            else await ticketsRepository.update(id, patch, trx);
          } else if (update.kind === 'engineer') {
            if (update.engineer_id === previous.engineer_id) event = null;
            else {
              if (update.engineer_id !== null)
                await rules.checkEngineer(update.engineer_id, previous, context.today, trx);
              await ticketsRepository.update(id, { engineer_id: update.engineer_id }, trx);
              event = REALTIME_EVENTS.ticketAssigned;
            }
          } else {
            const { kind: _kind, ...fields } = update;
            const result = await updateFields(previous, fields, context, trx);
            leads = result.leads;
            if (result.engineerChanged) event = REALTIME_EVENTS.ticketAssigned;
          }
          const saved = await written(id, trx);
          const entries = ticketUpdated(before, saved);
          await recordTicketAudit(auditRepository, context.audit, saved, entries, trx);
          const note = noteOfUpdate(event, saved, engineerId);
          if (note) notification = await writeNotification(trx, note);
          return saved;
        },
      );
      if (event) await announceTicket(realtime, event, ticket, context);
      await announceLeads(realtime, leads, context);
      if (notification) await announceNotification(realtime, notification, context.requestId);
      return ticket;
    },

    /** Deletes the ticket with its files and work logs; its lead shows 'Create Ticket' again. */
    async remove(id: number, context: TicketWriteContext): Promise<void> {
      const { ticket, lead } = await transaction(null, async (trx) => {
        if (!(await ticketsRepository.lock(id, trx))) throw notFound('Ticket');
        const found = await written(id, trx);
        const link =
          found.lead_id === null
            ? undefined
            : await ticketsRepository.lockLead(found.lead_id, trx, false);
        const fileIds = await ticketsRepository.fileIds(id, trx);
        await recordTicketAudit(auditRepository, context.audit, found, [ticketDeleted(found)], trx);
        await ticketsRepository.remove(id, trx);
        await filesRepository.removeMany(fileIds, trx);
        return { ticket: found, lead: link };
      });
      await realtime.publish(REALTIME_EVENTS.ticketDeleted, listItemOf(ticket), {
        requestId: context.requestId,
      });
      await announceLeads(realtime, lead ? [lead] : [], context);
      await realtime.publishCounts();
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
