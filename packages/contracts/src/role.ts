// The roles contract (issue 12): the seven permissions, the
// role form's body, the card grid's list query and response with its three stats, the texts of
// the screen, and the realtime payload. Roles are stored and shown; no route enforces them yet
// (docs/permissions.md says how that comes later).
// One concern per file in ./role/; only what is listed here is public.
export { PERMISSIONS, PERMISSION_LABELS, type Permission } from './permissions';
export { PERMISSION_HINTS, normalizePermissions, permissionSchema } from './role/permission-fields';
export { ROLE_DESCRIPTION_MAX, ROLE_MESSAGES, ROLE_NAME_MAX, ROLE_STAT_TILES } from './role/texts';
export { roleStatsSchema, type RoleStats } from './role/stats';
export { roleBodySchema, type RoleBody, type RoleBodyInput } from './role/bodies';
export {
  ROLES_PAGE_SIZE,
  ROLE_LIST_DEFAULTS,
  ROLE_SORT_FIELDS,
  roleDeleteResponseSchema,
  roleEventSchema,
  roleEventSchemas,
  roleItemSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  type RoleEvent,
  type RoleItem,
  type RoleListParams,
  type RoleListQuery,
  type RoleListResponse,
  type RoleSortField,
} from './role/responses';
export { roleArea } from './role/area';
