import type { RoleListParams } from '@trellis/contracts';

/** Query keys of the roles feature; a role write invalidates `lists()`. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => ['roles', 'list'] as const,
  list: (query: RoleListParams) => ['roles', 'list', query] as const,
};
