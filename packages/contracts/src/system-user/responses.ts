import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { systemUserArea } from './area';
import { listDefaultsOf, newestFirstQuerySchema, listResponseSchema } from '../common';
import { systemUserStatsSchema } from './stats';
import { SYSTEM_USER_STATUSES, SYSTEM_USER_STATUS_FILTERS } from './texts';

// The user as the API answers it, the list query and response, and the realtime payload.

export const systemUserStatusSchema = z.enum(SYSTEM_USER_STATUSES);

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

/**
 * GET /api/system-users' query, and the screen's address: search by name or email, the role
 * filter (a role id; absent for all roles) and the status filter.
 */
export const systemUserListQuerySchema = newestFirstQuerySchema(
  SYSTEM_USER_SORT_FIELDS,
  SYSTEM_USERS_PAGE_SIZE,
).extend({
  role_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(SYSTEM_USER_STATUS_FILTERS).optional().default('all'),
});

/** Newest first, so an invitee is on page 1. */
export const SYSTEM_USER_LIST_DEFAULTS = listDefaultsOf(systemUserListQuerySchema);
export type SystemUserListQuery = z.input<typeof systemUserListQuerySchema>;
export type SystemUserListParams = z.output<typeof systemUserListQuerySchema>;

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

/** The payload of each of the area's events, by name. */
export const systemUserEventSchemas = eventSchemasOf(systemUserArea, {
  systemUserCreated: systemUserEventSchema,
  systemUserUpdated: systemUserEventSchema,
  systemUserDeleted: systemUserEventSchema,
});
