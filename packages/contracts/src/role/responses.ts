import { z } from 'zod';
import { eventSchemasOf } from '../common/area-event-schemas';
import { roleArea } from './area';
import { listDefaultsOf, sortedListQuerySchema, listResponseSchema } from '../common';
import { permissionSchema } from './permission-fields';
import { roleStatsSchema } from './stats';

// The role card as the API answers it, the list query and response, and the realtime payload.

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

/** GET /api/roles' query, and the screen's address: search looks in name and description. */
export const roleListQuerySchema = sortedListQuerySchema(ROLE_SORT_FIELDS, {
  limit: ROLES_PAGE_SIZE,
  sort: 'created_at',
  order: 'asc',
});

/** Oldest first, so the four sample roles lead, in their order. */
export const ROLE_LIST_DEFAULTS = listDefaultsOf(roleListQuerySchema);
export type RoleListQuery = z.input<typeof roleListQuerySchema>;
export type RoleListParams = z.output<typeof roleListQuerySchema>;

/** The three cards, over every role the search matches. */

export const roleListResponseSchema = listResponseSchema(roleItemSchema).extend({
  stats: roleStatsSchema,
});
export type RoleListResponse = z.infer<typeof roleListResponseSchema>;

/** DELETE /api/roles/:id */
export const roleDeleteResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** Payload of role:created, role:updated and role:deleted. */
export const roleEventSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleEvent = z.infer<typeof roleEventSchema>;

/** The payload of each of the area's events, by name. */
export const roleEventSchemas = eventSchemasOf(roleArea, {
  roleCreated: roleEventSchema,
  roleUpdated: roleEventSchema,
  roleDeleted: roleEventSchema,
});
