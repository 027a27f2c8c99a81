import type { Knex } from 'knex';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import { systemUserStatus } from '../repositories/system-user-rows';
import type { UserRow } from '../repositories/users-repository';

// A forgotten password: the request for a link and the reset itself, on the account's own
// history. Neither keeps the token nor the password.

const entityOf = (row: UserRow) => ({
  entity: row.role === 'engineer' ? 'engineer' : 'system_user',
  entityId: row.id,
  entityLabel: row.username,
});

/** Asked by someone not signed in, so the system is the actor; recorded only for a real account. */
export async function recordResetRequested(
  auditRepository: AuditRepository,
  audit: AuditSource,
  row: UserRow,
  trx: Knex,
) {
  await auditRepository.record(
    { ...audit, action: 'auth.password_reset_requested', ...entityOf(row) },
    trx,
  );
}

/**
 * The holder of the link is the actor; an invitee whose first password this is becomes active,
 * and the row says so.
 */
export async function recordPasswordReset(
  auditRepository: AuditRepository,
  audit: AuditSource,
  row: UserRow,
  activated: boolean,
  trx: Knex,
) {
  const engineer = row.role === 'engineer';
  const status = (stored: string) => (engineer ? stored : systemUserStatus(stored));
  await auditRepository.record(
    {
      ...audit,
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
