import { DebouncedSearchInput } from '@trellis/ui/forms';
import {
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_STATUS_FILTER_LABELS,
  SYSTEM_USER_STATUS_FILTERS,
  type SystemUserStatusFilter,
} from '@trellis/contracts';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';
import type { RoleOption } from '../api/system-users-resource';

export interface SystemUserFiltersProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  roleId: number | undefined;
  status: SystemUserStatusFilter;
  roles: RoleOption[];
  onSearchCommit: (value: string) => void;
  onRoleChange: (roleId: number | undefined) => void;
  onStatusChange: (value: SystemUserStatusFilter) => void;
}

/** Search by name or email, the role filter and the status filter. */
export function SystemUserFilters(props: SystemUserFiltersProps) {
  const { roles, roleId } = props;
  const roleValues = ['', ...roles.map((role) => String(role.id))];
  // A role in the address that is not (yet) among the choices still shows as chosen.
  if (roleId !== undefined && !roleValues.includes(String(roleId))) roleValues.push(String(roleId));
  const roleName = (value: string) =>
    value === ''
      ? SYSTEM_USER_MESSAGES.allRoles
      : (roles.find((role) => String(role.id) === value)?.name ?? `Role ${value}`);
  return (
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search users"
        placeholder={SYSTEM_USER_MESSAGES.searchPlaceholder}
        value={props.search}
        onCommit={props.onSearchCommit}
      />
      <FilterSelect
        label="Role"
        value={roleId === undefined ? '' : String(roleId)}
        values={roleValues}
        labelOf={roleName}
        onChange={(value) => props.onRoleChange(value === '' ? undefined : Number(value))}
      />
      <FilterSelect
        label="Status"
        value={props.status}
        values={SYSTEM_USER_STATUS_FILTERS}
        labelOf={(value) => SYSTEM_USER_STATUS_FILTER_LABELS[value]}
        onChange={props.onStatusChange}
      />
    </StyledFilterBar>
  );
}
