import {
  customerListQuerySchema,
  type CustomerDocumentFilter,
  type CustomerSortField,
} from '@trellis/contracts';
import { useListSearchParams } from '@trellis/platform';
import type { SortState } from '@trellis/ui';

/** The customers list's address, parsed with the API's own query schema. */
export function useCustomerListParams() {
  const { query, update } = useListSearchParams(customerListQuerySchema);
  return {
    query,
    setPage: (page: number) => update({ page }),
    // Any change of what is listed starts again from page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setDocuments: (documents: CustomerDocumentFilter) => update({ documents, page: 1 }),
    setSort: ({ sort, order }: SortState<CustomerSortField>) => update({ sort, order, page: 1 }),
  };
}
