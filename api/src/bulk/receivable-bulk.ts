import type { FastifyInstance } from 'fastify';
import {
  receivableBulkBodySchema,
  receivableListQuerySchema,
  type ReceivableListParams,
} from '@trellis/contracts';
import { createReceivablesService } from '../services/receivables-service';
import { oneWayAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';
import { invoiceNumbers, labelsOf } from './record-labels';
import { appWithin } from './service-within';

/** The receivables list's bulk actions, each invoice paid or reminded as alone. */
export function receivableBulk(app: FastifyInstance): ListBulk {
  const { receivablesRepository } = app;
  const service = (scope: BulkScope) => createReceivablesService(appWithin(app, scope));
  const context = (scope: BulkScope) => ({
    requestId: scope.context.requestId,
    audit: scope.context.audit,
  });
  const labels = (ids: readonly number[]) =>
    labelsOf(
      ids,
      (some) => invoiceNumbers(app.db, some),
      (invoice) => invoice.invoice_number,
      (id) => `Invoice ${id}`,
    );
  return {
    list: 'receivables',
    entity: 'invoice',
    body: receivableBulkBodySchema,
    auditActions: ['invoice.paid', 'invoice.reminded'],
    querySchema: receivableListQuerySchema,
    matchingIds: (query) =>
      pagedIds((q) => receivablesRepository.list(q), query as unknown as ReceivableListParams),
    labels,
    actions: {
      paid: oneWayAction((id, _params, scope) => service(scope).pay(id, context(scope))),
      remind: oneWayAction((id, _params, scope) => service(scope).remind(id, context(scope))),
    },
  };
}
