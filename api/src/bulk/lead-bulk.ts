import type { FastifyInstance } from 'fastify';
import {
  leadBulkBodySchema,
  displayCode,
  leadListQuerySchema,
  REALTIME_EVENTS,
  type LeadStatusChange,
} from '@trellis/contracts';
import { leadEventOf } from '../repositories/lead-rows';
import { matchingLeads, type LeadPageQuery } from '../repositories/leads-list';
import { auditRecorder } from '../services/audit-recorder';
import { leadCreated, leadLabel } from '../services/lead-audit';
import { createLeadsService } from '../services/leads-service';
import { undoableDelete } from './delete-action';
import { fieldAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';
import { LEAD_GRAPH } from './record-graphs';

/**
 * The leads list's bulk actions, each lead through the leads service as the status modal and
 * Delete take it: the date rules, the status history with the reason, the audit rows, the
 * Confirm notification; a delete refused while a ticket is made from the lead, and undone with
 * the lead's status history.
 */
export function leadBulk(app: FastifyInstance): ListBulk {
  const { leadsRepository, filesRepository, auditRepository } = app;
  const serviceIn = (scope: BulkScope) =>
    createLeadsService({
      db: scope.trx,
      leadsRepository,
      auditRepository,
      realtime: scope.announcer,
    });

  const recordLead = auditRecorder(auditRepository, 'lead', leadLabel);

  /** A lead put back by Undo: recorded and announced as a new one is. */
  async function restored(id: number, { trx, announcer, context }: BulkScope) {
    const lead = (await leadsRepository.findDetail(id, trx))!;
    await recordLead('lead.restored', lead, leadCreated(lead).changes, context.audit, trx);
    await announcer.publish(REALTIME_EVENTS.leadCreated, leadEventOf(lead), {
      requestId: context.requestId,
    });
    await announcer.publishCounts();
  }

  return {
    list: 'leads',
    entity: 'lead',
    body: leadBulkBodySchema,
    auditActions: ['lead.status_changed', 'lead.updated', 'lead.deleted'],
    undoAuditActions: ['lead.restored'],
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
      delete: undoableDelete({
        what: 'Lead',
        entity: 'lead',
        graph: LEAD_GRAPH,
        filesRepository,
        remove: (id, scope) => serviceIn(scope).remove(id, scope.context),
        restored,
      }),
    },
  };
}
