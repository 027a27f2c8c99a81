import { REALTIME_EVENTS, type Ticket } from '@trellis/contracts';
import { createOfferedTicketsRepository } from '../repositories/offered-tickets-repository';
import { announceTicket } from '../services/ticket-announcements';
import { recordTicketAudit, ticketUpdated } from '../services/ticket-audit';
import type { JobDefinition } from './job';

/**
 * An Offered ticket whose start date has passed (midnight in the business time zone) becomes
 * Expired, as a status change by the system: its history row, then ticket:updated for the lists,
 * tiles and the board. Each ticket is its own transaction, checked again under its lock, so a
 * ticket accepted meanwhile stays accepted.
 */
export const offeredTicketsJob: JobDefinition = {
  name: 'offered-tickets',
  cron: '5 0 * * *',
  async run(app, context) {
    const { db, ticketsRepository, auditRepository, realtime } = app;
    const candidates = await createOfferedTicketsRepository(db).startedBefore(context.today);
    let expired = 0;
    for (const id of candidates) {
      context.signal.throwIfAborted();
      const ticket = await db.transaction(async (trx): Promise<Ticket | null> => {
        const state = await ticketsRepository.lock(id, trx);
        const stillDue =
          state?.status === 'Offered' &&
          state.task_start_date !== null &&
          state.task_start_date < context.today;
        if (!stillDue) return null;
        const before = (await ticketsRepository.findDetail(id, trx))!;
        await ticketsRepository.update(id, { status: 'Expired' }, trx);
        const after = (await ticketsRepository.findDetail(id, trx))!;
        await recordTicketAudit(
          auditRepository,
          context.audit,
          after,
          ticketUpdated(before, after),
          trx,
        );
        return after;
      });
      if (!ticket) continue;
      expired += 1;
      await announceTicket(realtime, REALTIME_EVENTS.ticketUpdated, ticket, {
        requestId: context.audit.requestId ?? undefined,
      });
    }
    return { expired };
  },
};
