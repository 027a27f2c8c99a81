import type { FastifyInstance } from 'fastify';
import {
  BULK_MESSAGES,
  leadBulkBodySchema,
  displayCode,
  leadListQuerySchema,
  type LeadStatusChange,
} from '@trellis/contracts';
import { AppError, notFound } from '../lib/app-error';
import { matchingLeads, type LeadPageQuery } from '../repositories/leads-list';
import { createLeadsService } from '../services/leads-service';
import type { BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';

/**
 * The leads list's bulk actions, each lead through the leads service as the status modal and
 * Delete take it: the date rules, the status history with the reason, the audit rows, the
 * Confirm notification; a delete refused while a ticket is made from the lead.
 */
export function leadBulk(app: FastifyInstance): ListBulk {
  const { leadsRepository, auditRepository } = app;
  const serviceIn = (scope: BulkScope) =>
    createLeadsService({
      db: scope.trx,
      leadsRepository,
      auditRepository,
      realtime: scope.announcer,
    });

  /** The status and follow-up date a change moves, as stored. */
  const statusOf = (lead: { status: string; reschedule_date: string | null }) => ({
    status: lead.status,
    reschedule_date: lead.reschedule_date,
  });

  return {
    list: 'leads',
    entity: 'lead',
    body: leadBulkBodySchema,
    auditActions: ['lead.status_changed', 'lead.updated', 'lead.deleted'],
    querySchema: leadListQuerySchema,
    matchingIds: async (query) =>
      idsOf(app.db, await matchingLeads(app.db, query as unknown as LeadPageQuery)),
    label: (id) => displayCode('lead', id),
    actions: {
      status: {
        async apply(id, params, scope) {
          const change = params as unknown as LeadStatusChange;
          const previous = await leadsRepository.lock(id, scope.trx);
          if (!previous) throw notFound('Lead');
          const saved = await serviceIn(scope).update(
            id,
            { kind: 'status', ...change },
            scope.context,
          );
          const before = statusOf(previous);
          const after = statusOf(saved);
          if (before.status === after.status && before.reschedule_date === after.reschedule_date)
            return null;
          return { before, after };
        },
        async undo(id, change, scope) {
          const current = await leadsRepository.lock(id, scope.trx);
          if (!current) throw new AppError('NOT_FOUND', BULK_MESSAGES.goneSince);
          const now = statusOf(current);
          if (
            now.status !== change.after.status ||
            now.reschedule_date !== change.after.reschedule_date
          )
            throw new AppError('CONFLICT', BULK_MESSAGES.changedSince);
          await serviceIn(scope).update(
            id,
            {
              kind: 'status',
              ...(change.before as Omit<LeadStatusChange, 'reason'>),
              reason: null,
            },
            scope.context,
          );
        },
      },
      delete: {
        async apply(id, _params, scope) {
          await serviceIn(scope).remove(id, scope.context);
          return null;
        },
      },
    },
  };
}
