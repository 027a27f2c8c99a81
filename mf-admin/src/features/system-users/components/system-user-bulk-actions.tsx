import { SYSTEM_USER_TABLE_COLUMNS } from '@trellis/contracts';
import { bulkSelectAction, type ListPageBulk } from '@trellis/page-kit';
import type { RoleOption } from '../api/system-users-resource';

// The column's header names the role field, as the invite and edit forms' "Role".
const [, ROLE] = SYSTEM_USER_TABLE_COLUMNS;

/**
 * The system users list's bulk actions: activate, deactivate, and give a role (the forms' role
 * choices, the first one at first). The server keeps the guard rails of one user's edit (not
 * your own account, not the last user manager) and names each account it refused.
 */
export function systemUserBulk(roles: RoleOption[]): ListPageBulk<'system-users'> {
  const choices = roles.map((role) => ({ value: String(role.id), label: role.name }));
  return {
    list: 'system-users',
    actions: {
      activate: { initial: {} },
      deactivate: { initial: {} },
      // Offered once the roles are known, so the dialog always opens on a real role.
      ...(roles.length > 0 && {
        role: bulkSelectAction('role_id', ROLE, choices, { parse: Number }),
      }),
    },
  };
}
