// The system users contract (issue 12): the staff
// accounts of the `users` table (engineers are not listed here), each with a role from the roles
// table and a status. The table's list query and response with its four stats, the invite and
// edit bodies, the screen's texts and the realtime payload.
import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema, listResponseSchema } from './common';

// ---------------------------------------------------------------------------------------------
// Statuses

/** Pending until the invitee sets a password from the emailed link. */
export const SYSTEM_USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type SystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number];
export const systemUserStatusSchema = z.enum(SYSTEM_USER_STATUSES);

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

// ---------------------------------------------------------------------------------------------
// Texts

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

// ---------------------------------------------------------------------------------------------
// Bodies

const nameSchema = z
  .string({ error: SYSTEM_USER_MESSAGES.nameRequired })
  .trim()
  .min(1, SYSTEM_USER_MESSAGES.nameRequired)
  .max(120, 'Name must be at most 120 characters');

/** A role id; the form's select sends a string, an empty one meaning none chosen. */
const roleIdSchema = z.coerce
  .number({ error: SYSTEM_USER_MESSAGES.roleRequired })
  .int(SYSTEM_USER_MESSAGES.roleRequired)
  .positive(SYSTEM_USER_MESSAGES.roleRequired)
  .max(2_147_483_647, SYSTEM_USER_MESSAGES.roleNotFound);

/** POST /api/system-users: a pending account and a set-password link by mail. */
export const systemUserInviteBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
});
export type SystemUserInviteBody = z.output<typeof systemUserInviteBodySchema>;
export type SystemUserInviteInput = z.input<typeof systemUserInviteBodySchema>;

/**
 * PUT /api/system-users/:id: name, email, role and, optionally, active or inactive. Inactive ends
 * the user's sessions at once; a pending user stays pending when sent active.
 */
export const systemUserEditBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role_id: roleIdSchema,
  status: z
    .enum(SYSTEM_USER_EDITABLE_STATUSES, { error: 'Status must be active or inactive' })
    .optional(),
});
export type SystemUserEditBody = z.output<typeof systemUserEditBodySchema>;
export type SystemUserEditInput = z.input<typeof systemUserEditBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** The user's role, or null for an account that has none (DEFAULT_ROLE naming no role). */
export const systemUserRoleSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A row of the table, with the role as id and name. */
export const systemUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: systemUserRoleSchema,
  status: systemUserStatusSchema,
  /** null: never signed in ('Never'). */
  last_login: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The profile picture (`/api/files/:id`); null: the UI draws the initials. */
  avatar: z.string().nullable(),
});
export type SystemUser = z.infer<typeof systemUserSchema>;

export const SYSTEM_USER_SORT_FIELDS = [
  'name',
  'email',
  'status',
  'last_login',
  'created_at',
] as const;
export type SystemUserSortField = (typeof SYSTEM_USER_SORT_FIELDS)[number];

/** System users are listed 10 to a page. */
export const SYSTEM_USERS_PAGE_SIZE = 10;

/** Newest first, so an invitee is on page 1. */
export const SYSTEM_USER_LIST_DEFAULTS = {
  page: 1,
  limit: SYSTEM_USERS_PAGE_SIZE,
  search: '',
  sort: 'created_at',
  order: 'desc',
  status: 'all',
} as const satisfies {
  page: number;
  limit: number;
  search: string;
  sort: SystemUserSortField;
  order: 'asc' | 'desc';
  status: SystemUserStatusFilter;
};

/**
 * GET /api/system-users' query, and the screen's address: search by name or email, the role
 * filter (a role id; absent for all roles) and the status filter.
 */
export const systemUserListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(SYSTEM_USER_LIST_DEFAULTS.limit),
  sort: z.enum(SYSTEM_USER_SORT_FIELDS).optional().default(SYSTEM_USER_LIST_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).optional().default(SYSTEM_USER_LIST_DEFAULTS.order),
  role_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(SYSTEM_USER_STATUS_FILTERS).optional().default(SYSTEM_USER_LIST_DEFAULTS.status),
});
export type SystemUserListQuery = z.input<typeof systemUserListQuerySchema>;
export type SystemUserListParams = z.output<typeof systemUserListQuerySchema>;

/** The cards over every user the search and filters match; Total Roles counts every role. */
export const systemUserStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  pendingUsers: z.number().int(),
  totalRoles: z.number().int(),
});
export type SystemUserStats = z.infer<typeof systemUserStatsSchema>;

export const systemUserListResponseSchema = listResponseSchema(systemUserSchema).extend({
  stats: systemUserStatsSchema,
});
export type SystemUserListResponse = z.infer<typeof systemUserListResponseSchema>;

/** DELETE /api/system-users/:id */
export const systemUserDeleteResponseSchema = z.object({
  id: z.number().int(),
  message: z.string(),
});

/** Payload of system-user:created, system-user:updated and system-user:deleted. */
export const systemUserEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: systemUserStatusSchema,
});
export type SystemUserEvent = z.infer<typeof systemUserEventSchema>;
