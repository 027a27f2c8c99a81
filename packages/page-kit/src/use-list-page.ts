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
 * A list page's state from its resource: the query in the address and the list it asks for,
 * kept fresh while another user writes. The page reads `query` for its own controls and hands
 * the whole to `ListPage`.
 */
export function useListPage<Q, R>(resource: ListPageResource<Q, R>) {
  const { query, setPage, setFilters } = resource.useListParams();
  const list = resource.useList(query);
  resource.useLiveUpdates();
  return { query, setPage, setFilters, list };
}
