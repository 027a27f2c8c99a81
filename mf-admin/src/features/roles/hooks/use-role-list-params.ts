import { roleListQuerySchema } from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';

/** The roles grid's address: the search (one page holds every role). */
export function useRoleListParams() {
  const { query, update } = useListSearchParams(roleListQuerySchema);
  return { query, setSearch: (search: string) => update({ search, page: 1 }) };
}
