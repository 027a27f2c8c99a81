import type { Knex } from 'knex';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import type { RolesRepository } from '../repositories/roles-repository';
import { systemUserStatus } from '../repositories/system-user-rows';
import type { UserRow } from '../repositories/users-repository';

/**
 * A staff sign-up is its own actor, and says which access it started with; an engineer made
 * through the debug form is recorded as its maker's act.
 */
export async function recordSignUp(
  deps: { auditRepository: AuditRepository; rolesRepository: RolesRepository },
  audit: AuditSource,
  row: UserRow,
  trx: Knex.Transaction,
) {
  const staff = row.role === 'staff';
  const role = row.role_id === null ? null : await deps.rolesRepository.findById(row.role_id, trx);
  await deps.auditRepository.record(
    {
      ...audit,
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
