import type { AuditChange } from '@trellis/contracts';
import type { NewAuditEvent } from '../repositories/audit-repository';
import { STORED_STATUS } from '../repositories/system-user-rows';
import { awaitsApproval, type UserRow } from '../repositories/users-repository';

type SystemUserEvent = Omit<NewAuditEvent, 'actor' | 'requestId' | 'clientIp'>;

/**
 * What an edit of a staff account did, as readable actions of their own: an approval, a role
 * change, a deactivation or reactivation, and any change of name or email.
 */
export function systemUserAuditEvents(
  row: UserRow,
  patch: Partial<UserRow>,
  roleBefore: string | null,
  roleAfter: string,
): SystemUserEvent[] {
  const base = {
    entity: 'system_user',
    entityId: row.id,
    entityLabel: patch.username ?? row.username,
  };
  const events: SystemUserEvent[] = [];
  const approved = awaitsApproval(row) && patch.status === STORED_STATUS.active;
  if (approved)
    events.push({
      ...base,
      action: 'system_user.approved',
      changes: [
        { field: 'status', from: 'pending', to: 'active' },
        { field: 'role', from: null, to: roleAfter },
      ],
    });
  else if (roleBefore !== roleAfter)
    events.push({
      ...base,
      action: 'system_user.role_changed',
      changes: [{ field: 'role', from: roleBefore, to: roleAfter }],
    });
  if (!approved && patch.status && patch.status !== row.status)
    events.push({
      ...base,
      action:
        patch.status === STORED_STATUS.inactive
          ? 'system_user.deactivated'
          : 'system_user.reactivated',
      changes: [
        { field: 'status', from: row.status.toLowerCase(), to: patch.status.toLowerCase() },
      ],
    });
  const details: AuditChange[] = (['username', 'email'] as const).flatMap((field) =>
    patch[field] !== undefined && patch[field] !== row[field]
      ? [{ field: field === 'username' ? 'name' : field, from: row[field], to: patch[field] }]
      : [],
  );
  if (details.length > 0) events.push({ ...base, action: 'system_user.updated', changes: details });
  return events;
}
