import { SYSTEM_USER_TABLE_COLUMNS } from '@trellis/contracts';
import { BulkSelectField, type BulkActionSpec, type ListPageBulk } from '@trellis/page-kit';
import type { RoleOption } from '../api/system-users-resource';

// The column's header names the role field, as the invite and edit forms' "Role".
const [, ROLE] = SYSTEM_USER_TABLE_COLUMNS;

/** Give a role: the forms' role choices, the first one at first. */
function roleAction(roles: RoleOption[]): BulkActionSpec {
  const options = roles.map((role) => ({ value: String(role.id), label: role.name }));
  return {
    initial: { role_id: roles[0]!.id },
    fields: (params, onChange) => (
      <BulkSelectField
        label={ROLE}
        value={String(params.role_id)}
        options={options}
        onChange={(value) => onChange({ role_id: Number(value) })}
      />
    ),
  };
}

/**
 * The system users list's bulk actions: activate, deactivate, and give a role. The server keeps
 * the guard rails of one user's edit (not your own account, not the last user manager) and names
 * each account it refused.
 */
export function systemUserBulk(roles: RoleOption[]): ListPageBulk<'system-users'> {
  return {
    list: 'system-users',
    actions: {
      activate: { initial: {} },
      deactivate: { initial: {} },
      // Offered once the roles are known, so the dialog always opens on a real role.
      ...(roles.length > 0 && { role: roleAction(roles) }),
    },
  };
}
