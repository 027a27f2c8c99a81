import { MESSAGES } from '@trellis/contracts';
import type { UserRow } from '../../repositories/users-repository';
import { engineerLabel } from '../../services/engineer-audit';
import { unusablePasswordHash } from '../../services/invitations';
import { lowerText, type ImportTarget } from '../import-target';

/**
 * Engineers are accounts (rows of `users` with the engineer role), created Invited with a
 * password no one knows, as an invitation from the Engineers screen creates them. An email that
 * belongs to a staff account is a row error, never an update of that account.
 */
export const ENGINEERS_TARGET: ImportTarget = {
  table: 'users',
  fields: [{ key: 'username', from: 'name' }, { key: 'email' }, { key: 'phone' }],
  keyOf: (values) => lowerText(values.email) || null,
  keySql: 'lower(t.email)',
  scopeSql: "t.role = 'engineer'",
  createdColumns: async ({ passwordHasher }) => ({
    role: 'engineer',
    status: 'Invited',
    password_hash: await unusablePasswordHash(passwordHasher),
  }),
  entity: 'engineer',
  created: 'engineer.invited',
  updated: 'engineer.updated',
  label: (row) => engineerLabel(row as Pick<UserRow, 'id' | 'username'>),
  createdEvent: 'engineer:created',
  updatedEvent: 'engineer:updated',
  eventData: (row) => ({ id: row.id, name: row.username, email: row.email, phone: row.phone }),
  resolveStaged: async (db, importId, columnOf) => {
    await db.raw(
      `update import_rows r set action = 'error', "values" = null,
         errors = jsonb_build_array(jsonb_build_object('line', r.line, 'column', ?::text,
           'message', ?::text))
       from users u
       where r.import_id = ? and r.action = 'create' and lower(u.email) = r.key
         and u.role <> 'engineer'`,
      [columnOf('email'), MESSAGES.emailTaken, importId],
    );
  },
};
