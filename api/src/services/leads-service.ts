import type { Knex } from 'knex';
import {
  displayCode,
  LEAD_MESSAGES,
  leadDateIssues,
  leadDeleteRefusedMessage,
  REALTIME_EVENTS,
  type LeadBody,
  type LeadDetail,
  type LeadEvent,
  type LeadUpdate,
} from '@trellis/contracts';
import {
  AppError,
  badRequest,
  fieldError,
  notFound,
  orNotFound,
  summarizeDetails,
} from '../lib/app-error';
import { leadEventOf, type LeadState } from '../repositories/lead-rows';
import { UnknownCustomerError, type LeadsRepository } from '../repositories/leads-repository';
import { auditRecorder } from './audit-recorder';
import { leadConfirmedNotification } from './domain-notifications';
import {
  announceNotification,
  writeNotification,
  type WrittenNotification,
} from './notification-writer';
import {
  leadCreated,
  leadDeleted,
  leadLabel,
  leadUpdated,
  type LeadAuditEntry,
} from './lead-audit';
import type {
  RecordEventName,
  RecordServiceDependencies,
  RequestWriteContext,
} from './record-service';

/** Who wrote, when ("today" for the date rules) and from which request (for its events). */
export interface LeadWriteContext extends RequestWriteContext {
  /** The business today, `businessToday(APP_TIME_ZONE)`. */
  today: string;
  /** The signed-in user, kept in the status history. */
  userId: number | null;
}

export interface LeadsServiceDependencies extends RecordServiceDependencies {
  leadsRepository: LeadsRepository;
}

type LeadEventName = RecordEventName<'lead'>;

const customerNotFound = () =>
  fieldError('VALIDATION_FAILED', 'customer_id', LEAD_MESSAGES.customerNotFound);

/** The date rules against today: 400 naming each field, before anything is written. */
function checkDates(
  values: Parameters<typeof leadDateIssues>[0],
  context: LeadWriteContext,
  previous?: LeadState,
) {
  const issues = leadDateIssues(values, { today: context.today, previous });
  if (issues.length > 0) throw badRequest(summarizeDetails(issues), issues);
}

/**
 * Every lead write: the lead, its status history and its audit rows in ONE transaction (a status
 * is never saved without its history row, nor the other way round), then its realtime
 * announcement once committed, best-effort.
 */
export function createLeadsService({
  db,
  leadsRepository,
  realtime,
  auditRepository,
}: LeadsServiceDependencies) {
  const recordLead = auditRecorder(auditRepository, 'lead', leadLabel);

  async function record(
    lead: LeadDetail,
    entries: LeadAuditEntry[],
    context: Pick<LeadWriteContext, 'audit'>,
    trx: Knex,
  ) {
    for (const { action, changes } of entries)
      await recordLead(action, lead, changes, context.audit, trx);
  }

  async function announce(
    event: LeadEventName,
    lead: Pick<LeadEvent, 'id' | 'task_name' | 'customer_id' | 'status'>,
    context: Pick<LeadWriteContext, 'requestId'>,
    { counts }: { counts: boolean },
  ) {
    // Both swallow their own failures: the write has committed and must not turn into an error.
    await realtime.publish(event, leadEventOf(lead), { requestId: context.requestId });
    if (counts) await realtime.publishCounts();
  }

  /** The lead as this transaction wrote it: a save's one full read, for its response. */
  const written = async (id: number, trx: Knex): Promise<LeadDetail> =>
    orNotFound(await leadsRepository.findDetail(id, trx), 'Lead');

  /** A lead that became Confirm (created so, or moved there) tells staff, in the same write. */
  async function noteIfConfirmed(
    lead: LeadDetail,
    previousStatus: LeadDetail['status'] | null,
    trx: Knex,
  ): Promise<WrittenNotification | null> {
    if (lead.status !== 'Confirm' || previousStatus === 'Confirm') return null;
    return writeNotification(trx, leadConfirmedNotification(lead));
  }

  /** Runs a write; a customer_id naming no customer is a 400 on that field. */
  async function transaction<T>(work: (trx: Knex) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      throw error instanceof UnknownCustomerError ? customerNotFound() : error;
    }
  }

  return {
    async create(body: LeadBody, context: LeadWriteContext): Promise<LeadDetail> {
      checkDates(body, context);
      const lead = await transaction(async (trx) => {
        const id = await leadsRepository.create(body, trx);
        await leadsRepository.addStatusChange(
          {
            lead_id: id,
            from_status: null,
            to_status: body.status,
            reschedule_date: body.reschedule_date,
            reason: null,
            changed_by: context.userId,
          },
          trx,
        );
        const saved = await written(id, trx);
        await record(saved, [leadCreated(saved)], context, trx);
        return { saved, note: await noteIfConfirmed(saved, null, trx) };
      });
      await announce(REALTIME_EVENTS.leadCreated, lead.saved, context, { counts: true });
      if (lead.note) await announceNotification(realtime, lead.note, context.requestId);
      return lead.saved;
    },

    /**
     * The edit form's full fields or the status modal's change. A change of status or follow-up
     * date writes a history row (with the modal's reason); a status change that changes nothing
     * writes nothing and announces nothing.
     */
    async update(id: number, update: LeadUpdate, context: LeadWriteContext): Promise<LeadDetail> {
      let changed = true;
      let note: WrittenNotification | null = null;
      const lead = await transaction(async (trx) => {
        // The lock is the existence check and orders concurrent writes: each history row's
        // from_status is the status the previous write left.
        const previous = await leadsRepository.lock(id, trx);
        if (!previous) throw notFound('Lead');
        checkDates(update, context, previous);
        const before = await written(id, trx);
        const reason = update.kind === 'status' ? update.reason : null;
        const statusMoved =
          update.status !== previous.status || update.reschedule_date !== previous.reschedule_date;
        if (update.kind === 'status') {
          changed = statusMoved;
          if (!changed) return before;
          const { status, reschedule_date } = update;
          await leadsRepository.update(id, { status, reschedule_date }, trx);
        } else {
          const { kind: _kind, ...fields } = update;
          await leadsRepository.update(id, fields, trx);
        }
        if (statusMoved)
          await leadsRepository.addStatusChange(
            {
              lead_id: id,
              from_status: previous.status,
              to_status: update.status,
              reschedule_date: update.reschedule_date,
              reason,
              changed_by: context.userId,
            },
            trx,
          );
        const saved = await written(id, trx);
        await record(saved, leadUpdated(before, saved, reason), context, trx);
        note = await noteIfConfirmed(saved, previous.status, trx);
        return saved;
      });
      if (changed) await announce(REALTIME_EVENTS.leadUpdated, lead, context, { counts: false });
      if (note) await announceNotification(realtime, note, context.requestId);
      return lead;
    },

    /** A copy under a new code: BID, no follow-up date, no ticket; its history starts anew. */
    async clone(id: number, context: LeadWriteContext): Promise<LeadDetail> {
      const lead = await transaction(async (trx) => {
        const copy = await leadsRepository.clone(id, trx);
        if (!copy) throw notFound('Lead');
        await leadsRepository.addStatusChange(
          {
            lead_id: copy.id,
            from_status: null,
            to_status: copy.status,
            reschedule_date: null,
            reason: null,
            changed_by: context.userId,
          },
          trx,
        );
        const saved = await written(copy.id, trx);
        await record(saved, [leadCreated(saved, id)], context, trx);
        return saved;
      });
      await announce(REALTIME_EVENTS.leadCreated, lead, context, { counts: true });
      return lead;
    },

    /** Deletes the lead and its history; 409 while a ticket made from it exists. */
    async remove(
      id: number,
      context: Pick<LeadWriteContext, 'requestId' | 'audit'>,
    ): Promise<void> {
      const lead = await transaction(async (trx) => {
        // Locked first: a ticket being made from the lead waits for the delete, then fails.
        const found = await leadsRepository.lock(id, trx);
        if (!found) throw notFound('Lead');
        const tickets = await leadsRepository.ticketIds(id, trx);
        if (tickets.length > 0)
          throw new AppError(
            'IN_USE',
            leadDeleteRefusedMessage(
              displayCode('lead', id),
              tickets.map((ticket) => displayCode('ticket', ticket)),
            ),
          );
        const gone = await written(id, trx);
        await record(gone, [leadDeleted(gone)], context, trx);
        await leadsRepository.remove(id, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.leadDeleted, lead, context, { counts: true });
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
