import type { Knex } from 'knex';
import {
  displayCode,
  engineerNotCompliantReason,
  isCompliantForAssignment,
  LEAD_MESSAGES,
  TICKET_MESSAGES,
} from '@trellis/contracts';
import { AppError, badRequest } from '../lib/app-error';
import { storedProfile } from '../repositories/engineers-repository';
import type {
  EngineerAccount,
  LeadLink,
  TicketsRepository,
} from '../repositories/tickets-repository';

// The rules a ticket write checks inside its transaction, before it writes: the lead it is made
// from (DESIGN §11) and the engineer it is assigned to (compliant dispatch, issue 10).

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
): { code: 'CONFLICT' | 'ENGINEER_NOT_COMPLIANT'; reason: string } | null {
  if (engineer.status === 'Inactive')
    return { code: 'CONFLICT', reason: TICKET_MESSAGES.engineerInactive(engineer.username) };
  const check = isCompliantForAssignment(storedProfile(engineer.profile), until || today, today);
  const reason = engineerNotCompliantReason(engineer.username, check);
  return reason === null ? null : { code: 'ENGINEER_NOT_COMPLIANT', reason };
}

export function ticketRules(ticketsRepository: TicketsRepository) {
  return {
    /** The engineer exists and may be assigned until `until`; else 400 or 409 with the reason. */
    async checkEngineer(
      engineerId: number,
      until: string | null,
      today: string,
      trx: Knex,
    ): Promise<EngineerAccount> {
      const engineer = await ticketsRepository.findEngineer(engineerId, trx);
      if (!engineer) throw engineerNotFound();
      const refusal = assignmentRefusal(engineer, until, today);
      if (refusal)
        throw new AppError(refusal.code, refusal.reason, [
          { path: 'engineer_id', message: refusal.reason },
        ]);
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
