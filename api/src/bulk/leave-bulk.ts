import type { FastifyInstance } from 'fastify';
import {
  leaveBulkBodySchema,
  leaveListQuerySchema,
  type LeaveDecision,
  type LeaveListParams,
} from '@trellis/contracts';
import { createLeavesService } from '../services/leaves-service';
import { oneWayAction } from './field-action';
import type { ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';
import { labelsOf, leavePeriods } from './record-labels';
import { appWithin } from './service-within';

/**
 * The leave list's bulk decisions, each request decided as alone: a request already decided is
 * reported, and an approval holds the engineer's schedule as the single approval does.
 */
export function leaveBulk(app: FastifyInstance): ListBulk {
  const { leavesRepository } = app;
  const deciding = (decision: LeaveDecision) =>
    oneWayAction((id, _params, scope) =>
      createLeavesService(appWithin(app, scope)).decide(
        id,
        decision,
        scope.context.userId,
        scope.context,
      ),
    );
  const labels = (ids: readonly number[]) =>
    labelsOf(
      ids,
      (some) => leavePeriods(app.db, some),
      (leave) => `${leave.employee_name}, ${leave.start_date} to ${leave.end_date}`,
      (id) => `Leave ${id}`,
    );
  return {
    list: 'leaves',
    entity: 'leave',
    body: leaveBulkBodySchema,
    auditActions: ['leave.approved', 'leave.rejected'],
    querySchema: leaveListQuerySchema,
    matchingIds: (query) =>
      pagedIds((q) => leavesRepository.list(q), query as unknown as LeaveListParams),
    labels,
    actions: { approve: deciding('approved'), reject: deciding('rejected') },
  };
}
