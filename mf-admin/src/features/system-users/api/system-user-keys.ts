import type { SystemUserListParams } from '@trellis/contracts';

/** Query keys of the system users feature; a user write invalidates `lists()`. */
export const systemUserKeys = {
  all: ['system-users'] as const,
  lists: () => ['system-users', 'list'] as const,
  list: (query: SystemUserListParams) => ['system-users', 'list', query] as const,
  roleOptions: () => ['system-users', 'role-options'] as const,
};
