export * from './errors';
export * from './messages';
export * from './common';
export * from './auth';
export * from './user';
export * from './counts';
// Apart from the schema: the placeholders import the Counts type and must stay zod-free.
export { INITIAL_COUNTS } from './initial-counts';
export * from './realtime';
export * from './routes';
export * from './health';
export * from './customer';
export * from './lead';
export * from './ticket';
export * from './lead-time-zones';
export * from './holiday';
export * from './engineer';
export * from './engineer-profile';
export * from './app-routes';
export * from './app-links';
export * from './business-date';
export * from './settings';
export * from './finance-events';
export * from './payout';
export * from './receivable';
export * from './leave';
export * from './notification';
export * from './dashboard';
// Every area's contract, found by the generated index.
export * from './area-contracts.generated';
export * from './areas';
export * from './common/area-descriptor';
export {
  PERMISSIONS,
  PERMISSION_HINTS,
  PERMISSION_LABELS,
  ROLES_PAGE_SIZE,
  ROLE_DESCRIPTION_MAX,
  ROLE_LIST_DEFAULTS,
  ROLE_MESSAGES,
  ROLE_NAME_MAX,
  ROLE_SORT_FIELDS,
  ROLE_STAT_TILES,
  normalizePermissions,
  permissionSchema,
  roleBodySchema,
  roleDeleteResponseSchema,
  roleEventSchema,
  roleItemSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleStatsSchema,
  type Permission,
  type RoleBody,
  type RoleBodyInput,
  type RoleEvent,
  type RoleItem,
  type RoleListParams,
  type RoleListQuery,
  type RoleListResponse,
  type RoleSortField,
  type RoleStats,
} from './role';
export {
  SYSTEM_USERS_PAGE_SIZE,
  SYSTEM_USER_EDITABLE_STATUSES,
  SYSTEM_USER_LIST_DEFAULTS,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_ROW_ACTIONS,
  SYSTEM_USER_SORT_FIELDS,
  SYSTEM_USER_STATUSES,
  SYSTEM_USER_STATUS_FILTERS,
  SYSTEM_USER_STATUS_FILTER_LABELS,
  SYSTEM_USER_STATUS_LABELS,
  SYSTEM_USER_STAT_TILES,
  SYSTEM_USER_TABLE_COLUMNS,
  lastLoginText,
  systemUserDeleteResponseSchema,
  systemUserEditBodySchema,
  systemUserEventSchema,
  systemUserInviteBodySchema,
  systemUserListQuerySchema,
  systemUserListResponseSchema,
  systemUserRoleSchema,
  systemUserSchema,
  systemUserStatsSchema,
  systemUserStatusSchema,
  type SystemUser,
  type SystemUserEditBody,
  type SystemUserEditInput,
  type SystemUserEditableStatus,
  type SystemUserEvent,
  type SystemUserInviteBody,
  type SystemUserInviteInput,
  type SystemUserListParams,
  type SystemUserListQuery,
  type SystemUserListResponse,
  type SystemUserSortField,
  type SystemUserStats,
  type SystemUserStatus,
  type SystemUserStatusFilter,
} from './system-user';
export * from './access';
export * from './audit';
export * from './audit-sentence';
export * from './audit-actions';
export * from './visibility';
export * from './dispatch';
export * from './attendance';
export * from './jobs';
