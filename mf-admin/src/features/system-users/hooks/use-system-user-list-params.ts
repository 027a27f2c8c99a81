import {
  systemUserListQuerySchema,
  type SystemUserListParams,
  type SystemUserStatusFilter,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

export type SystemUserSortState = SortState<SystemUserListParams['sort']>;

/** The system users list's address, parsed with the API's own query schema. */
export function useSystemUserListParams() {
  const { query, update } = useListSearchParams(systemUserListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setRole: (roleId: number | undefined) => update({ role_id: roleId, page: 1 }),
    setStatus: (status: SystemUserStatusFilter) => update({ status, page: 1 }),
    setSort: ({ sort, order }: SystemUserSortState) => update({ sort, order, page: 1 }),
  };
}
