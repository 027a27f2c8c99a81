import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { Config } from '../../config';
import { auditSource } from '../../lib/audit-actor';
import { systemUserStatus } from '../../repositories/system-user-rows';
import {
  activeUserManagers,
  fullestUserManagerRole,
  lockUserManagers,
} from '../../repositories/user-managers';
import type { UserRow } from '../../repositories/users-repository';

// A self-registered account: the access it starts with, and its audit row.

/**
 * The access a self-registered staff account starts with, decided under the user-managers
 * lock: the first account of an install where nobody can manage users becomes an Admin; with
 * DEFAULT_ROLE (open sign-up) it is active with that role; otherwise it waits for approval,
 * pending and without a role.
 */
export async function signUpAccess(
  fastify: FastifyInstance,
  config: Pick<Config, 'DEFAULT_ROLE'>,
  request: FastifyRequest,
  trx: Knex.Transaction,
): Promise<{ role_id: number | null; status: 'Active' | 'Invited' }> {
  await lockUserManagers(trx);
  if ((await activeUserManagers(trx)).length === 0) {
    const adminRole = await fullestUserManagerRole(trx);
    if (adminRole !== null) return { role_id: adminRole, status: 'Active' };
  }
  if (config.DEFAULT_ROLE !== null) {
    const role = await fastify.rolesRepository.findByName(config.DEFAULT_ROLE, trx);
    if (role) return { role_id: role.id, status: 'Active' };
    request.log.warn(
      `DEFAULT_ROLE names no role ("${config.DEFAULT_ROLE}"): the new account waits for approval`,
    );
  }
  return { role_id: null, status: 'Invited' };
}

/**
 * A staff sign-up is its own actor, and says which access it started with; an engineer made
 * through the debug form is recorded as its maker's act.
 */
export async function recordSignUp(
  fastify: FastifyInstance,
  request: FastifyRequest,
  row: UserRow,
  trx: Knex.Transaction,
) {
  const staff = row.role === 'staff';
  const role =
    row.role_id === null ? null : await fastify.rolesRepository.findById(row.role_id, trx);
  await fastify.auditRepository.record(
    {
      ...auditSource(request),
      ...(staff ? { actor: { id: row.id, name: row.username, kind: 'staff' as const } } : {}),
      action: staff ? 'auth.signed_up' : 'engineer.registered',
      entity: staff ? 'system_user' : 'engineer',
      entityId: row.id,
      entityLabel: row.username,
      changes: [
        { field: 'email', from: null, to: row.email },
        ...(staff
          ? [
              { field: 'status', from: null, to: systemUserStatus(row.status) },
              { field: 'role', from: null, to: role?.name ?? null },
            ]
          : []),
      ],
    },
    trx,
  );
}
