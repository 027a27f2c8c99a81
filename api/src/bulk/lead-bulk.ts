import type { FastifyInstance } from 'fastify';
import {
  leadBulkBodySchema,
  displayCode,
  leadListQuerySchema,
  type LeadStatusChange,
} from '@trellis/contracts';
import { matchingLeads, type LeadPageQuery } from '../repositories/leads-list';
import { createLeadsService } from '../services/leads-service';
import { fieldAction, oneWayAction } from './field-action';
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
      // Compared and undone: the status and follow-up date. The reason only goes in the history.
      status: fieldAction({
        what: 'Lead',
        read: async (id, trx) => {
          const lead = await leadsRepository.lock(id, trx);
          return lead && { status: lead.status, reschedule_date: lead.reschedule_date };
        },
        target: (params) => ({ status: params.status, reschedule_date: params.reschedule_date }),
        write: async (id, values, scope, params) => {
          const change = {
            ...(values as Omit<LeadStatusChange, 'reason'>),
            reason: (params as LeadStatusChange | undefined)?.reason ?? null,
          };
          await serviceIn(scope).update(id, { kind: 'status', ...change }, scope.context);
        },
      }),
      delete: oneWayAction((id, _params, scope) => serviceIn(scope).remove(id, scope.context)),
    },
  };
}
