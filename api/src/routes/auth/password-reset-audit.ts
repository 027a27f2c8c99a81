import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { auditSource } from '../../lib/audit-actor';
import { systemUserStatus } from '../../repositories/system-user-rows';
import type { UserRow } from '../../repositories/users-repository';

// A forgotten password: the request for a link and the reset itself, on the account's own
// history. Neither keeps the token nor the password.

const entityOf = (row: UserRow) => ({
  entity: row.role === 'engineer' ? 'engineer' : 'system_user',
  entityId: row.id,
  entityLabel: row.username,
});

/** Asked by someone not signed in, so the system is the actor; recorded only for a real account. */
export async function recordResetRequested(
  fastify: FastifyInstance,
  request: FastifyRequest,
  row: UserRow,
  trx: Knex,
) {
  await fastify.auditRepository.record(
    { ...auditSource(request), action: 'auth.password_reset_requested', ...entityOf(row) },
    trx,
  );
}

/**
 * The holder of the link is the actor; an invitee whose first password this is becomes active,
 * and the row says so.
 */
export async function recordPasswordReset(
  fastify: FastifyInstance,
  request: FastifyRequest,
  row: UserRow,
  activated: boolean,
  trx: Knex,
) {
  const engineer = row.role === 'engineer';
  const status = (stored: string) => (engineer ? stored : systemUserStatus(stored));
  await fastify.auditRepository.record(
    {
      ...auditSource(request),
      actor: { id: row.id, name: row.username, kind: engineer ? 'engineer' : 'staff' },
      action: 'auth.password_reset',
      ...entityOf(row),
      changes: activated
        ? [{ field: 'status', from: status(row.status), to: status('Active') }]
        : [],
    },
    trx,
  );
}
