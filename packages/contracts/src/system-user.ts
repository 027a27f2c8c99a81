// The system users contract (issue 12): the staff
// accounts of the `users` table (engineers are not listed here), each with a role from the roles
// table and a status. The table's list query and response with its four stats, the invite and
// edit bodies, the screen's texts and the realtime payload. One concern per file
// in ./system-user/; only what is listed here is public.
export {
  SYSTEM_USER_EDITABLE_STATUSES,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_ROW_ACTIONS,
  SYSTEM_USER_STATUSES,
  SYSTEM_USER_STATUS_FILTERS,
  SYSTEM_USER_STATUS_FILTER_LABELS,
  SYSTEM_USER_STATUS_LABELS,
  SYSTEM_USER_STAT_TILES,
  SYSTEM_USER_TABLE_COLUMNS,
  lastLoginText,
  type SystemUserEditableStatus,
  type SystemUserStatus,
  type SystemUserStatusFilter,
} from './system-user/texts';
export { systemUserStatsSchema, type SystemUserStats } from './system-user/stats';
export {
  systemUserEditBodySchema,
  systemUserInviteBodySchema,
  type SystemUserEditBody,
  type SystemUserEditInput,
  type SystemUserInviteBody,
  type SystemUserInviteInput,
} from './system-user/bodies';
export {
  SYSTEM_USERS_PAGE_SIZE,
  SYSTEM_USER_LIST_DEFAULTS,
  SYSTEM_USER_SORT_FIELDS,
  systemUserDeleteResponseSchema,
  systemUserEventSchema,
  systemUserEventSchemas,
  systemUserListQuerySchema,
  systemUserListResponseSchema,
  systemUserRoleSchema,
  systemUserSchema,
  systemUserStatusSchema,
  type SystemUser,
  type SystemUserEvent,
  type SystemUserListParams,
  type SystemUserListQuery,
  type SystemUserListResponse,
  type SystemUserSortField,
} from './system-user/responses';
export { systemUserArea } from './system-user/area';
