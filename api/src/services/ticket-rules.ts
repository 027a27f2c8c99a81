import type { Knex } from 'knex';
import {
  DISPATCH_MESSAGES,
  displayCode,
  engineerNotCompliantReason,
  isCompliantForAssignment,
  LEAD_MESSAGES,
  nearestAsSections,
  type StoredNearestExpiry,
  TICKET_MESSAGES,
} from '@trellis/contracts';
import { AppError, badRequest } from '../lib/app-error';
import { storedProfile } from '../repositories/engineers-repository';
import type { LeavesRepository } from '../repositories/leaves-repository';
import type {
  EngineerAccount,
  LeadLink,
  TicketsRepository,
} from '../repositories/tickets-repository';

// The rules a ticket write checks inside its transaction, before it writes: the lead it is made
// from and the engineer it is assigned to (active, compliant, not on approved leave).

const onField = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const customerNotFound = () => onField('customer_id', LEAD_MESSAGES.customerNotFound);
export const engineerNotFound = () => onField('engineer_id', TICKET_MESSAGES.engineerNotFound);
export const leadNotFound = () => onField('lead_id', TICKET_MESSAGES.leadNotFound);

export const leadHasTicket = (ticketId: number) =>
  new AppError('LEAD_HAS_TICKET', TICKET_MESSAGES.leadHasTicket(displayCode('ticket', ticketId)));

/**
 * Why `engineer` may not take work that runs until `until` (a ticket's end date; none: today),
 * or null: an Inactive account, else the one compliance rule of contracts (an ID document or
 * right to work expiring before that day). The picker shows the same text beside the option.
 */
export function assignmentRefusal(
  engineer: Pick<EngineerAccount, 'username' | 'status' | 'profile'>,
  until: string | null | undefined,
  today: string,
): AssignmentRefusal | null {
  return refusalOf(engineer, storedProfile(engineer.profile), until, today);
}

type AssignmentRefusal = { code: 'CONFLICT' | 'ENGINEER_NOT_COMPLIANT'; reason: string };

/** `assignmentRefusal` from the nearest expiry kept on the user instead of the profile. */
export function storedAssignmentRefusal(
  engineer: Pick<EngineerAccount, 'username' | 'status'> & StoredNearestExpiry,
  until: string | null | undefined,
  today: string,
): AssignmentRefusal | null {
  return refusalOf(engineer, nearestAsSections(engineer), until, today);
}

function refusalOf(
  engineer: Pick<EngineerAccount, 'username' | 'status'>,
  sections: Parameters<typeof isCompliantForAssignment>[0],
  until: string | null | undefined,
  today: string,
): AssignmentRefusal | null {
  if (engineer.status === 'Inactive')
    return { code: 'CONFLICT', reason: TICKET_MESSAGES.engineerInactive(engineer.username) };
  const check = isCompliantForAssignment(sections, until || today, today);
  const reason = engineerNotCompliantReason(engineer.username, check);
  return reason === null ? null : { code: 'ENGINEER_NOT_COMPLIANT', reason };
}

/** The days a ticket runs; a ticket without an end date lasts its start day. */
export interface TicketDays {
  task_start_date: string | null;
  task_end_date: string | null;
}

const refused = (
  code: 'CONFLICT' | 'ENGINEER_NOT_COMPLIANT' | 'ENGINEER_ON_LEAVE',
  reason: string,
) => new AppError(code, reason, [{ path: 'engineer_id', message: reason }]);

export function ticketRules(
  ticketsRepository: TicketsRepository,
  leavesRepository: Pick<LeavesRepository, 'holdSchedule' | 'approvedOverlap'>,
) {
  return {
    /**
     * The engineer exists and may take a ticket on `days`: active, compliant until its end date
     * and without approved leave on any of its days; else 400 or 409 with the reason. The leave
     * is read under the engineer's schedule lock, which an approval takes too, so an approval
     * committing meanwhile is either seen here or waits for this write.
     */
    async checkEngineer(
      engineerId: number,
      days: TicketDays,
      today: string,
      trx: Knex,
    ): Promise<EngineerAccount> {
      const engineer = await ticketsRepository.findEngineer(engineerId, trx);
      if (!engineer) throw engineerNotFound();
      const refusal = assignmentRefusal(engineer, days.task_end_date, today);
      if (refusal) throw refused(refusal.code, refusal.reason);
      if (days.task_start_date) {
        await leavesRepository.holdSchedule(engineer.id, 'check', trx);
        const leave = await leavesRepository.approvedOverlap(
          engineer.id,
          days.task_start_date,
          days.task_end_date ?? days.task_start_date,
          trx,
        );
        if (leave)
          throw refused(
            'ENGINEER_ON_LEAVE',
            DISPATCH_MESSAGES.onLeave(engineer.username, leave.start_date, leave.end_date),
          );
      }
      return engineer;
    },

    /**
     * The lead a ticket is made from (locked): it exists, is Confirm, has no other ticket than
     * `ticketId`, and belongs to `customerId`.
     */
    async checkNewLead(
      leadId: number,
      customerId: number,
      ticketId: number | null,
      trx: Knex,
    ): Promise<LeadLink> {
      const lead = await ticketsRepository.lockLead(leadId, trx);
      if (!lead) throw leadNotFound();
      if (lead.status !== 'Confirm')
        throw new AppError('LEAD_NOT_CONFIRMED', TICKET_MESSAGES.leadNotConfirmed);
      const other = await ticketsRepository.ticketOfLead(leadId, ticketId, trx);
      if (other !== null) throw leadHasTicket(other);
      if (lead.customer_id !== customerId)
        throw onField('customer_id', TICKET_MESSAGES.leadCustomerMismatch);
      return lead;
    },

    /** The ticket's lead, unchanged, still belongs to `customerId` (an edit moved the customer). */
    async checkLeadCustomer(leadId: number, customerId: number, trx: Knex): Promise<void> {
      const lead = await ticketsRepository.lockLead(leadId, trx);
      if (lead && lead.customer_id !== customerId)
        throw onField('customer_id', TICKET_MESSAGES.leadCustomerMismatch);
    },
  };
}

export type TicketRules = ReturnType<typeof ticketRules>;
