import type { FastifyInstance } from 'fastify';
import {
  customerBulkBodySchema,
  customerListQuerySchema,
  displayCode,
  type Customer,
} from '@trellis/contracts';
import { matchingCustomers, type CustomerPageQuery } from '../repositories/customers-list';
import { createCustomersService } from '../services/customers-service';
import { fieldAction, oneWayAction } from './field-action';
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
      status: fieldAction({
        what: 'Customer',
        read: async (id, trx) => {
          const customer = await customersRepository.findById(id, trx);
          return customer && { status: customer.status };
        },
        target: (params) => ({ status: params.status }),
        write: async (id, values, scope) => {
          await serviceIn(scope).setStatus(id, values.status as Customer['status'], scope.context);
        },
      }),
      delete: oneWayAction((id, _params, scope) => serviceIn(scope).remove(id, scope.context)),
    },
  };
}
