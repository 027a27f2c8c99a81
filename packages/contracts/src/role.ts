// The roles contract (issue 12): the seven permissions, the
// role form's body, the card grid's list query and response with its three stats, the texts of
// the screen, and the realtime payload. Roles are stored and shown; no route enforces them yet
// (docs/permissions.md says how that comes later).
import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common';

// ---------------------------------------------------------------------------------------------
// Permissions

export { PERMISSIONS, PERMISSION_LABELS, type Permission } from './permissions';
import { PERMISSIONS, type Permission } from './permissions';

/** Ours: one line under each checklist entry saying what it will allow once enforced. */
export const PERMISSION_HINTS: Record<Permission, string> = {
  create: 'Add new records',
  read: 'View records',
  update: 'Edit records',
  delete: 'Remove records',
  manage_users: 'Invite, edit and remove system users',
  manage_team: 'Manage engineers and their work',
  update_tickets: 'Change tickets and their status',
};

export const permissionSchema = z.enum(PERMISSIONS, {
  error: `Permission must be one of: ${PERMISSIONS.join(', ')}`,
});

/** A set of permissions in the canonical order (that of PERMISSIONS), without repeats. */
export function normalizePermissions(permissions: readonly Permission[]): Permission[] {
  const chosen = new Set(permissions);
  return PERMISSIONS.filter((p) => chosen.has(p));
}

// ---------------------------------------------------------------------------------------------
// Texts

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

// ---------------------------------------------------------------------------------------------
// Bodies

/** POST /api/roles and PUT /api/roles/:id, and the role form: the form validates with it too. */
export const roleBodySchema = z.object({
  name: z
    .string({ error: ROLE_MESSAGES.nameRequired })
    .trim()
    .min(1, ROLE_MESSAGES.nameRequired)
    .max(ROLE_NAME_MAX, ROLE_MESSAGES.nameTooLong),
  description: z
    .string()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, ROLE_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  permissions: z
    .array(permissionSchema, { error: ROLE_MESSAGES.permissionsRequired })
    .min(1, ROLE_MESSAGES.permissionsRequired)
    .max(PERMISSIONS.length * 2)
    .transform(normalizePermissions),
});
export type RoleBody = z.output<typeof roleBodySchema>;
export type RoleBodyInput = z.input<typeof roleBodySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** A role card: id, name, description, permissions, user count and creation time. */
export const roleItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(permissionSchema),
  /** Every system user holding the role, whatever their status. */
  user_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

export const ROLE_SORT_FIELDS = ['name', 'user_count', 'created_at'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

/** A card grid shows every role, so one page holds a hundred. */
export const ROLES_PAGE_SIZE = 100;

/** Oldest first, so the four sample roles lead, in their order. */
export const ROLE_LIST_DEFAULTS = {
  page: 1,
  limit: ROLES_PAGE_SIZE,
  search: '',
  sort: 'created_at',
  order: 'asc',
} as const satisfies {
  page: number;
  limit: number;
  search: string;
  sort: RoleSortField;
  order: 'asc' | 'desc';
};

/** GET /api/roles' query, and the screen's address: search looks in name and description. */
export const roleListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(1000).default(ROLE_LIST_DEFAULTS.limit),
  sort: z.enum(ROLE_SORT_FIELDS).optional().default(ROLE_LIST_DEFAULTS.sort),
  order: z.enum(['asc', 'desc']).optional().default(ROLE_LIST_DEFAULTS.order),
});
export type RoleListQuery = z.input<typeof roleListQuerySchema>;
export type RoleListParams = z.output<typeof roleListQuerySchema>;

/** The three cards, over every role the search matches. */
export const roleStatsSchema = z.object({
  totalRoles: z.number().int(),
  /** System users holding one of the roles (a user holds at most one). */
  totalUsers: z.number().int(),
  /** Distinct permissions granted by at least one of the roles. */
  activePermissions: z.number().int(),
});
export type RoleStats = z.infer<typeof roleStatsSchema>;

export const roleListResponseSchema = listResponseSchema(roleItemSchema).extend({
  stats: roleStatsSchema,
});
export type RoleListResponse = z.infer<typeof roleListResponseSchema>;

/** DELETE /api/roles/:id */
export const roleDeleteResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** Payload of role:created, role:updated and role:deleted. */
export const roleEventSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleEvent = z.infer<typeof roleEventSchema>;
