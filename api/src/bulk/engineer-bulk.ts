import type { FastifyInstance } from 'fastify';
import {
  businessToday,
  displayCode,
  engineerBulkBodySchema,
  engineerListQuerySchema,
} from '@trellis/contracts';
import type { EngineerListQuery } from '../repositories/engineers-list';
import { createEngineersService } from '../services/engineers-service';
import { fieldAction } from './field-action';
import type { ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';
import { appWithin } from './service-within';

/**
 * The engineers list's bulk action: Active or Inactive, each engineer through the staff edit
 * (sessions ended on deactivation; an invitee stays Invited until they set a password).
 */
export function engineerBulk(app: FastifyInstance, timeZone: string): ListBulk {
  const { engineersRepository } = app;
  return {
    list: 'engineers',
    entity: 'engineer',
    body: engineerBulkBodySchema,
    auditActions: ['engineer.updated', 'engineer.deactivated', 'engineer.reactivated'],
    querySchema: engineerListQuerySchema,
    matchingIds: (query) =>
      pagedIds(
        (q) => engineersRepository.list(q, businessToday(timeZone)),
        query as unknown as EngineerListQuery & { page: number; limit: number },
      ),
    label: (id) => displayCode('engineer', id),
    actions: {
      status: fieldAction({
        what: 'Engineer',
        read: async (id, trx) => {
          const row = await engineersRepository.findRow(id, trx);
          return row && row.role === 'engineer' ? { status: row.status } : undefined;
        },
        target: (params) => ({ status: params.status }),
        write: async (id, values, scope) => {
          await createEngineersService(appWithin(app, scope)).edit(
            id,
            { status: values.status as 'Active' | 'Inactive' },
            {
              today: scope.context.today,
              requestId: scope.context.requestId,
              publicUrl: scope.context.publicUrl,
              audit: scope.context.audit,
            },
          );
        },
      }),
    },
  };
}
