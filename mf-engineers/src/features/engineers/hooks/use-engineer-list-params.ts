import {
  engineerListQuerySchema,
  type EngineerDocumentFilter,
  type EngineerListParams,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui/lists';

export type EngineerSortField = EngineerListParams['sort'];

/** The engineers list's address, parsed with the API's own query schema. */
export function useEngineerListParams() {
  const { query, update } = useListSearchParams(engineerListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setDocuments: (documents: EngineerDocumentFilter) => update({ documents, page: 1 }),
    setSort: ({ sort, order }: SortState<EngineerSortField>) => update({ sort, order, page: 1 }),
    /** Only the engineers an import created or updated; undefined: all of them. */
    setImport: (importId: number | undefined) => update({ import_id: importId, page: 1 }),
  };
}
