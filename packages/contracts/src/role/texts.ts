import type { RoleStats } from './stats';

// The roles screen's limits, texts and cards.

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 500;

/** Texts of the roles screen: the product's fixed wording first, then our own. */
export const ROLE_MESSAGES = {
  title: 'Roles',
  addRole: 'Add New Role',
  noRoles: 'No roles found matching your search criteria.',
  // Our own wording.
  searchPlaceholder: 'Search roles...',
  editRole: 'Edit Role',
  createRole: 'Create Role',
  updateRole: 'Update Role',
  permissions: 'Permissions',
  nameRequired: 'Role name is required',
  nameTooLong: `Role name must be at most ${ROLE_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${ROLE_DESCRIPTION_MAX} characters`,
  permissionsRequired: 'Choose at least one permission',
  nameTaken: 'A role with this name already exists',
  lastUserManager:
    'Only this role lets an active account manage users: keep Manage Users here, or give it to another active account first.',
  saveFailed: 'Failed to save role',
  deleteFailed: 'Failed to delete role',
  loadFailed: 'Failed to load roles',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  deleteConfirm: (name: string) => `Are you sure you want to delete the role ${name}?`,
  userCount: (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`,
  inUse: (name: string, count: number) =>
    `The role ${name} is assigned to ${count} ${count === 1 ? 'user' : 'users'}; give ${count === 1 ? 'that user' : 'them'} another role first.`,
  isDefault: (name: string) =>
    `The role ${name} is given to new sign-ups (DEFAULT_ROLE); change that setting before renaming or deleting it.`,
} as const;

/** The stat cards in order: the stat each one shows and its label. */
export const ROLE_STAT_TILES = [
  { key: 'totalRoles', label: 'Total Roles' },
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'activePermissions', label: 'Active Permissions' },
] as const satisfies readonly { key: keyof RoleStats; label: string }[];
