import type { Knex } from 'knex';
import {
  REALTIME_EVENTS,
  TICKET_MESSAGES,
  type TicketStatus,
  type WorkLogListResponse,
} from '@trellis/contracts';
import { AppError, fieldError, notFound } from '../lib/app-error';
import type { AuditRepository } from '../repositories/audit-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import { totalHours } from '../repositories/ticket-rows';
import {
  isOverlapViolation,
  type NewWorkLog,
  type OverlappingLog,
  type WorkLogsRepository,
} from '../repositories/work-logs-repository';
import { announceTicket, type TicketAnnouncer } from './ticket-announcements';
import { ticketHoursByEngineerNotification } from './domain-notifications';
import {
  announceNotification,
  writeNotification,
  type WrittenNotification,
} from './notification-writer';
import { engineerNotFound } from './ticket-rules';
import { recordTicketAudit } from './ticket-audit';
import { workLogAdded, workLogDeleted } from './work-log-audit';
import type { TicketWriteContext } from './tickets-service';

/** A work entry as the staff form or the mobile app sent it (times "HH:MM", end ≥ start). */
export interface WorkLogInput {
  work_date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  status: TicketStatus;
  /** null: the ticket's assigned engineer. */
  engineer_id?: number | null;
}

export interface WorkLogsServiceDependencies {
  db: Knex;
  ticketsRepository: TicketsRepository;
  workLogsRepository: WorkLogsRepository;
  realtime: TicketAnnouncer;
  auditRepository: AuditRepository;
}

const overlap = (other: OverlappingLog) => {
  const message = TICKET_MESSAGES.workLogOverlap(other.start_time, other.end_time);
  return new AppError('WORK_LOG_OVERLAP', message, [{ path: 'start_time', message }]);
};

/** Raised inside the transaction when the database's exclusion constraint refused the entry. */
class OverlapRace extends Error {}

/**
 * Work logs, one stored row per entry. An engineer's entries never overlap, on any ticket: the
 * engineer's row is locked while an entry is checked and written, so two writes for one engineer
 * run one after the other and the second sees the first (the exclusion constraint of migration
 * 20261123090000 holds the same rule in the database). Each write answers the ticket's list and
 * announces ticket:updated (its total hours changed).
 */
export function createWorkLogsService({
  db,
  ticketsRepository,
  workLogsRepository,
  realtime,
  auditRepository,
}: WorkLogsServiceDependencies) {
  async function answer(ticketId: number, trx: Knex) {
    const ticket = await ticketsRepository.findDetail(ticketId, trx);
    if (!ticket) throw notFound('Ticket');
    const items = await workLogsRepository.list(ticketId, trx);
    return { ticket, list: { items, total_hours: ticket.total_hours } };
  }

  async function held(ticketId: number, trx: Knex, engineerId?: number) {
    const ticket = await ticketsRepository.holdForLogs(ticketId, trx);
    if (!ticket || (engineerId !== undefined && ticket.engineer_id !== engineerId))
      throw notFound('Ticket');
    return ticket;
  }

  return {
    async list(ticketId: number): Promise<WorkLogListResponse> {
      const items = await workLogsRepository.ofTicket(ticketId);
      if (!items) throw notFound('Ticket');
      return { items, total_hours: totalHours(items) };
    },

    /** Adds an entry; `engineerId` is the mobile app's engineer, limited to their own tickets. */
    async add(
      ticketId: number,
      input: WorkLogInput,
      context: TicketWriteContext,
      { engineerId }: { engineerId?: number } = {},
    ): Promise<WorkLogListResponse> {
      let entry: NewWorkLog | undefined;
      try {
        const { ticket, list, notification } = await db.transaction(async (trx) => {
          const found = await held(ticketId, trx, engineerId);
          const engineer = engineerId ?? input.engineer_id ?? found.engineer_id;
          if (engineer === null)
            throw fieldError(
              'VALIDATION_FAILED',
              'engineer_id',
              TICKET_MESSAGES.workLogNeedsEngineer,
            );
          if (!(await ticketsRepository.findEngineer(engineer, trx, true)))
            throw engineerNotFound();
          entry = {
            ticket_id: ticketId,
            engineer_id: engineer,
            work_date: input.work_date,
            start_time: input.start_time,
            end_time: input.end_time,
            break_minutes: input.break_minutes,
            status: input.status,
            created_by: context.userId,
          };
          const other = await workLogsRepository.overlapping(entry, trx);
          if (other) throw overlap(other);
          const logId = await workLogsRepository.create(entry, trx).catch((error: unknown) => {
            throw isOverlapViolation(error) ? new OverlapRace() : error;
          });
          const answered = await answer(ticketId, trx);
          const added = answered.list.items.find((log) => log.id === logId)!;
          await recordTicketAudit(
            auditRepository,
            context.audit,
            answered.ticket,
            [workLogAdded(added)],
            trx,
          );
          // The ticket's engineer logging from the mobile app changes it: staff hear of it.
          let note: WrittenNotification | null = null;
          if (engineerId !== undefined)
            note = await writeNotification(
              trx,
              ticketHoursByEngineerNotification(answered.ticket, entry),
            );
          return { ...answered, notification: note };
        });
        await announceTicket(realtime, REALTIME_EVENTS.ticketUpdated, ticket, context);
        if (notification) await announceNotification(realtime, notification, context.requestId);
        return list;
      } catch (error) {
        if (!(error instanceof OverlapRace) || !entry) throw error;
        // Another writer's entry won the race: name it, as the check would have.
        const other = await workLogsRepository.overlapping(entry);
        throw other
          ? overlap(other)
          : new AppError(
              'WORK_LOG_OVERLAP',
              TICKET_MESSAGES.workLogOverlap(entry.start_time, entry.end_time),
            );
      }
    },

    async remove(
      ticketId: number,
      logId: number,
      context: TicketWriteContext,
    ): Promise<WorkLogListResponse> {
      const { ticket, list } = await db.transaction(async (trx) => {
        await held(ticketId, trx);
        // Read before it goes: the trail keeps the entry's day, times and engineer.
        const log = (await workLogsRepository.list(ticketId, trx)).find((l) => l.id === logId);
        if (!log || !(await workLogsRepository.remove(ticketId, logId, trx)))
          throw notFound('Work log');
        const answered = await answer(ticketId, trx);
        await recordTicketAudit(
          auditRepository,
          context.audit,
          answered.ticket,
          [workLogDeleted(log)],
          trx,
        );
        return answered;
      });
      await announceTicket(realtime, REALTIME_EVENTS.ticketUpdated, ticket, context);
      return list;
    },
  };
}

export type WorkLogsService = ReturnType<typeof createWorkLogsService>;
