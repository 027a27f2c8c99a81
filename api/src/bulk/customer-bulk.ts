import type { FastifyInstance } from 'fastify';
import {
  BULK_MESSAGES,
  customerBulkBodySchema,
  customerListQuerySchema,
  displayCode,
  type Customer,
} from '@trellis/contracts';
import { AppError, notFound } from '../lib/app-error';
import { matchingCustomers, type CustomerPageQuery } from '../repositories/customers-list';
import { createCustomersService } from '../services/customers-service';
import type { BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';

/**
 * The customers list's bulk actions, each customer through the customers service as alone:
 * its audit row and events; a delete refused while leads or tickets use the customer.
 */
export function customerBulk(app: FastifyInstance): ListBulk {
  const { customersRepository, filesRepository, auditRepository } = app;

  const serviceIn = (scope: BulkScope) =>
    createCustomersService({
      db: scope.trx,
      customersRepository,
      filesRepository,
      auditRepository,
      realtime: scope.announcer,
    });

  return {
    list: 'customers',
    entity: 'customer',
    body: customerBulkBodySchema,
    auditActions: ['customer.updated', 'customer.deleted'],
    querySchema: customerListQuerySchema,
    matchingIds: async (query) =>
      idsOf(app.db, await matchingCustomers(app.db, query as unknown as CustomerPageQuery)),
    label: (id) => displayCode('customer', id),
    actions: {
      status: {
        async apply(id, params, scope) {
          const status = params.status as Customer['status'];
          const before = await customersRepository.findById(id, scope.trx);
          if (!before) throw notFound('Customer');
          const changed = await serviceIn(scope).setStatus(id, status, scope.context);
          return changed ? { before: { status: before.status }, after: { status } } : null;
        },
        async undo(id, change, scope) {
          const current = await customersRepository.findById(id, scope.trx);
          if (!current) throw new AppError('NOT_FOUND', BULK_MESSAGES.goneSince);
          if (current.status !== change.after.status)
            throw new AppError('CONFLICT', BULK_MESSAGES.changedSince);
          await serviceIn(scope).setStatus(
            id,
            change.before.status as Customer['status'],
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
