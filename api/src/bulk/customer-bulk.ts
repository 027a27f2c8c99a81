import type { FastifyInstance } from 'fastify';
import {
  customerBulkBodySchema,
  customerListQuerySchema,
  displayCode,
  REALTIME_EVENTS,
  type Customer,
} from '@trellis/contracts';
import type { FilesRepository } from '../repositories/files-repository';
import { matchingCustomers, type CustomerPageQuery } from '../repositories/customers-matching';
import { auditRecorder } from '../services/audit-recorder';
import { customerChanges, customerLabel } from '../services/customer-audit';
import { createCustomersService } from '../services/customers-service';
import { undoableDelete } from './delete-action';
import { fieldAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
import { idsOf } from './matching-ids';
import { CUSTOMER_GRAPH } from './record-graphs';

/**
 * The customers list's bulk actions, each customer through the customers service as alone:
 * its audit row and events; a delete refused while leads or tickets use the customer, and
 * undone with its authorised persons, documents and files.
 */
export function customerBulk(app: FastifyInstance): ListBulk {
  const { customersRepository, filesRepository, auditRepository } = app;

  const serviceIn = (scope: BulkScope, files: FilesRepository = filesRepository) =>
    createCustomersService({
      db: scope.trx,
      customersRepository,
      filesRepository: files,
      auditRepository,
      realtime: scope.announcer,
    });

  const recordCustomer = auditRecorder(auditRepository, 'customer', customerLabel);

  /** A customer put back by Undo: recorded and announced as a new one is. */
  async function restored(id: number, { trx, announcer, context }: BulkScope) {
    const customer = (await customersRepository.findById(id, trx))!;
    const changes = customerChanges(null, customer);
    await recordCustomer('customer.restored', customer, changes, context.audit, trx);
    const data = { id, name: customer.name, code: displayCode('customer', id) };
    await announcer.publish(REALTIME_EVENTS.customerCreated, data, {
      requestId: context.requestId,
    });
    await announcer.publishCounts();
  }

  return {
    list: 'customers',
    entity: 'customer',
    body: customerBulkBodySchema,
    auditActions: ['customer.updated', 'customer.deleted'],
    undoAuditActions: ['customer.restored'],
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
      delete: undoableDelete({
        what: 'Customer',
        entity: 'customer',
        graph: CUSTOMER_GRAPH,
        filesRepository,
        remove: (id, scope, files) => serviceIn(scope, files).remove(id, scope.context),
        restored,
      }),
    },
  };
}
