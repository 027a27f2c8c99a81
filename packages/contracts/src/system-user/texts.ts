import type { SystemUserStats } from './stats';

// The statuses and their labels, the screen's texts, and the table's columns and cards.

/** Pending until the invitee sets a password from the emailed link. */
export const SYSTEM_USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type SystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number];

export const SYSTEM_USER_STATUS_LABELS: Record<SystemUserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
};

/** What the edit form offers: pending ends only when the invitee sets a password. */
export const SYSTEM_USER_EDITABLE_STATUSES = ['active', 'inactive'] as const;
export type SystemUserEditableStatus = (typeof SYSTEM_USER_EDITABLE_STATUSES)[number];

/** The status filter: its values and its labels. */
export const SYSTEM_USER_STATUS_FILTERS = ['all', ...SYSTEM_USER_STATUSES] as const;
export type SystemUserStatusFilter = (typeof SYSTEM_USER_STATUS_FILTERS)[number];
export const SYSTEM_USER_STATUS_FILTER_LABELS: Record<SystemUserStatusFilter, string> = {
  all: 'All',
  ...SYSTEM_USER_STATUS_LABELS,
};

/** Texts of the system users screen and calls: the product's fixed wording first, then our own. */
export const SYSTEM_USER_MESSAGES = {
  title: 'System Users',
  noUsers: 'No users found matching your criteria.',
  neverLoggedIn: 'Never',
  // Our own wording.
  searchPlaceholder: 'Search by name or email...',
  allRoles: 'All Roles',
  noRole: 'No role',
  inviteUser: 'Invite User',
  sendInvitation: 'Send Invitation',
  resendInvitation: 'Resend Invitation',
  editUser: 'Edit User',
  updateUser: 'Update User',
  viewUser: 'User Details',
  nameRequired: 'Name is required',
  roleRequired: 'Role is required',
  roleNotFound: 'The selected role does not exist',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to invite user',
  onlyPendingInvited:
    'Only a pending user can be invited again; this one has already set a password.',
  saveFailed: 'Failed to save user',
  updated: 'User updated successfully',
  deleteFailed: 'Failed to delete user',
  loadFailed: 'Failed to load users',
  deleted: 'User deleted successfully',
  deleteConfirm: (name: string) => `Are you sure you want to delete ${name}?`,
  ownAccountDelete: 'You cannot delete your own account.',
  ownAccountDeactivate: 'You cannot deactivate your own account.',
  /** Ours: nobody raises (or lowers) their own access. */
  ownAccess: 'You cannot change your own role or status. Ask another administrator.',
  /** Ours: someone must always be able to manage users. */
  lastUserManager:
    'This is the last active account that can manage users: give another active account the Manage Users permission first.',
  lastActiveAccount:
    'This is the last active account: activate another account before removing or deactivating it.',
  /** The web sign-in of a deactivated account (POST /api/auth/login, 403). */
  accountInactive: 'This account is inactive. Ask an administrator to reactivate it.',
  /** The web sign-in of an invitee who has not set a password yet (403). */
  accountPending: 'Set your password from the invitation email before signing in.',
} as const;

/** The table's column headers, in order. */
export const SYSTEM_USER_TABLE_COLUMNS = [
  'User',
  'Role',
  'Status',
  'Last Login',
  'Created',
  'Actions',
] as const;

/** The row's action icons, in order. */
export const SYSTEM_USER_ROW_ACTIONS = ['View', 'Edit', 'Delete'] as const;

/** The stat cards in order: the stat each one shows and its label. */
export const SYSTEM_USER_STAT_TILES = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'activeUsers', label: 'Active Users' },
  { key: 'pendingUsers', label: 'Pending Users' },
  { key: 'totalRoles', label: 'Total Roles' },
] as const satisfies readonly { key: keyof SystemUserStats; label: string }[];

/** The Last Login cell: the date, or 'Never'. */
export function lastLoginText(lastLogin: string | null, format: (iso: string) => string): string {
  return lastLogin ? format(lastLogin) : SYSTEM_USER_MESSAGES.neverLoggedIn;
}
