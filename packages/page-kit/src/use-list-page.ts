import { useHiddenColumns } from './columns/use-hidden-columns';

/** What a list page needs of its area's resource (`defineResource`, `defineListResource`). */
export interface ListPageResource<Q, R> {
  useListParams: () => {
    query: Q;
    setPage: (page: number) => void;
    setFilters: (changes: Partial<Q>) => void;
  };
  useList: (query: Q) => R;
  useLiveUpdates: () => void;
}

/**
 * A list page's state from its resource: the query in the address, the list it asks for, kept
 * fresh while another user writes, and the columns the address hides. The page reads `query`
 * for its own controls, gives `hiddenColumns` to its table and hands the whole to `ListPage`.
 */
export function useListPage<Q, R>(resource: ListPageResource<Q, R>) {
  const { query, setPage, setFilters } = resource.useListParams();
  const list = resource.useList(query);
  resource.useLiveUpdates();
  const hiddenColumns = useHiddenColumns();
  return { query, setPage, setFilters, list, hiddenColumns };
}
