import { useSearchParams } from 'react-router';
import {
  CUSTOMER_SORT_FIELDS,
  CUSTOMERS_PAGE_SIZE,
  type CustomerListQuery,
} from '@trellis/contracts';
import type { DocumentFilter } from '../components/customer-filters';
import type { CustomerSortField, SortState } from '../components/sortable-header';

const FILTERS: DocumentFilter[] = ['all', 'expiring', 'expired'];

/** Page, search, filter and sort live in the address, so Back and a shared link keep them. */
export function useCustomerListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const documents = FILTERS.find((f) => f === params.get('documents')) ?? 'all';
  const sortParam = params.get('sort');
  const sort: SortState = {
    sort: CUSTOMER_SORT_FIELDS.find((f) => f === sortParam) ?? ('created_at' as CustomerSortField),
    // With no sort chosen the newest customers come first, so a new one is on page 1.
    order: (params.get('order') ?? (sortParam ? 'asc' : 'desc')) === 'desc' ? 'desc' : 'asc',
  };

  const update = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  const query = {
    page,
    limit: CUSTOMERS_PAGE_SIZE,
    search,
    documents,
    ...sort,
  } satisfies CustomerListQuery;
  return {
    query,
    setPage: (next: number) => update({ page: next }),
    // Any change of what is listed starts again from page 1.
    setSearch: (next: string) => update({ search: next, page: 1 }),
    setDocuments: (next: DocumentFilter) =>
      update({ documents: next === 'all' ? null : next, page: 1 }),
    setSort: (next: SortState) => update({ sort: next.sort, order: next.order, page: 1 }),
  };
}
