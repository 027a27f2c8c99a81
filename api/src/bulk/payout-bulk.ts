import type { FastifyInstance } from 'fastify';
import {
  payoutBulkBodySchema,
  payoutListQuerySchema,
  type PayoutListParams,
} from '@trellis/contracts';
import { createPayoutsService } from '../services/payouts-service';
import { oneWayAction } from './field-action';
import type { ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';
import { labelsOf } from './record-labels';
import { appWithin } from './service-within';

/**
 * The payouts list's bulk actions, each payout moved forward as alone (pending, processing,
 * paid): one already there, or past it, is reported with the single edit's reason.
 */
export function payoutBulk(app: FastifyInstance): ListBulk {
  const { payoutsRepository } = app;
  const moving = (status: 'processing' | 'paid') =>
    oneWayAction((id, _params, scope) =>
      createPayoutsService(appWithin(app, scope)).update(
        id,
        { status },
        { requestId: scope.context.requestId, audit: scope.context.audit },
      ),
    );
  const labels = (ids: readonly number[]) =>
    labelsOf(
      ids,
      async (some) => (await payoutsRepository.findByIds([...some])).values(),
      (payout) => `${payout.engineer_name}, ${payout.month}`,
      (id) => `Payout ${id}`,
    );
  return {
    list: 'payouts',
    entity: 'payout',
    body: payoutBulkBodySchema,
    auditActions: ['payout.status_changed'],
    querySchema: payoutListQuerySchema,
    matchingIds: (query) =>
      pagedIds((q) => payoutsRepository.list(q), query as unknown as PayoutListParams),
    labels,
    actions: { approve: moving('processing'), paid: moving('paid') },
  };
}
