import type { FastifyInstance } from 'fastify';
import {
  BULK_MESSAGES,
  systemUserBulkBodySchema,
  systemUserListQuerySchema,
  type SystemUserListParams,
} from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { createSystemUsersService } from '../services/system-users-service';
import { fieldAction } from './field-action';
import type { BulkScope, ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';
import { labelsOf, staffNames } from './record-labels';
import { appWithin } from './service-within';

/**
 * The system users list's bulk actions, each account through the same edit as its form: never
 * one's own role or deactivation, the last active account and the last Manage Users holder kept,
 * sessions ended on deactivation, an audit row and events per account.
 */
export function systemUserBulk(app: FastifyInstance): ListBulk {
  const { systemUsersRepository } = app;

  async function read(id: number, trx: Parameters<typeof systemUsersRepository.findById>[1]) {
    const user = await systemUsersRepository.findById(id, trx);
    return user && { status: user.status, role_id: user.role?.id ?? null, user };
  }

  async function write(id: number, values: Record<string, unknown>, scope: BulkScope) {
    const found = (await read(id, scope.trx))!;
    const status = values.status ?? found.status;
    const roleId = values.role_id === undefined ? found.role_id : values.role_id;
    // An account back to awaiting approval, or to no role, is not something the form can set.
    if (status === 'pending' || roleId === null)
      throw new AppError('CONFLICT', BULK_MESSAGES.notUndoable);
    await createSystemUsersService(appWithin(app, scope)).edit(
      id,
      {
        name: found.user.name,
        email: found.user.email,
        role_id: roleId as number,
        status: status as 'active' | 'inactive',
      },
      {
        actorId: scope.context.userId,
        requestId: scope.context.requestId,
        publicUrl: scope.context.publicUrl,
        audit: scope.context.audit,
      },
    );
  }

  const setting = (target: (params: Record<string, unknown>) => Record<string, unknown>) =>
    fieldAction({
      what: 'User',
      read: async (id, trx) => {
        const found = await read(id, trx);
        return found && { status: found.status, role_id: found.role_id };
      },
      target,
      write,
    });

  const labels = (ids: readonly number[]) =>
    labelsOf(
      ids,
      (some) => staffNames(app.db, some),
      (user) => user.username,
      (id) => `User ${id}`,
    );

  return {
    list: 'system-users',
    entity: 'system_user',
    body: systemUserBulkBodySchema,
    auditActions: [
      'system_user.approved',
      'system_user.reactivated',
      'system_user.deactivated',
      'system_user.role_changed',
      'system_user.updated',
    ],
    querySchema: systemUserListQuerySchema,
    matchingIds: (query) =>
      pagedIds((q) => systemUsersRepository.list(q), query as unknown as SystemUserListParams),
    labels,
    actions: {
      activate: setting(() => ({ status: 'active' })),
      deactivate: setting(() => ({ status: 'inactive' })),
      role: setting((params) => ({ role_id: params.role_id })),
    },
  };
}
