import type { Knex } from 'knex';
import type { AuditChange } from '@trellis/contracts';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import type { FilesRepository } from '../repositories/files-repository';
import type { UserRow } from '../repositories/users-repository';
import { fieldChanges, type AuditField } from './audit-changes';

// The signed-in user's own account, kept in that account's history (entity system_user).

const FIELDS: AuditField<UserRow>[] = [
  { field: 'name', read: (row) => row.username },
  'email',
  'phone',
  'address',
  'dob',
  'daily_digest',
];

/**
 * A new picture, by its file name only; read before the swap deletes the one it replaces.
 */
export async function pictureChange(
  filesRepository: FilesRepository,
  before: UserRow,
  name: string,
  trx: Knex,
): Promise<AuditChange> {
  const previous = before.profile_file_id
    ? await filesRepository.nameOf(before.profile_file_id, trx)
    : undefined;
  return { field: 'profile_image', from: previous ?? null, to: name };
}

/** The profile fields an edit changed. */
export const accountChanges = (before: UserRow, after: UserRow): AuditChange[] =>
  fieldChanges(before, after, FIELDS);

/** One event on the account `row` by its own holder; nothing for an edit without changes. */
export async function recordAccount(
  auditRepository: AuditRepository,
  audit: AuditSource,
  row: Pick<UserRow, 'id' | 'username'>,
  action: 'account.updated' | 'account.password_changed',
  changes: AuditChange[],
  trx: Knex,
) {
  if (action === 'account.updated' && changes.length === 0) return;
  await auditRepository.record(
    {
      ...audit,
      action,
      entity: 'system_user',
      entityId: row.id,
      entityLabel: row.username,
      changes,
    },
    trx,
  );
}
