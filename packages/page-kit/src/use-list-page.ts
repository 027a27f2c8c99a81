/** The address's list parameters a list page reads, as its resource's `useListParams` gives them. */
export interface ListPageParams<Q> {
  query: Q;
  setPage: (page: number) => void;
  setFilters: (changes: Partial<Q>) => void;
}

/** What a list page needs of its area's resource (`defineResource`, `defineListResource`). */
export interface ListPageResource<Q, R, P extends ListPageParams<Q> = ListPageParams<Q>> {
  useListParams: () => P;
  useList: (query: Q) => R;
  useLiveUpdates: () => void;
}

/**
 * A list page's state from its resource: the query in the address (with the resource's setters,
 * `setView` among them) and the list it asks for, kept fresh while another user writes. The page
 * reads `query` for its own controls and hands the whole to `ListPage`.
 */
export function useListPage<Q, R, P extends ListPageParams<Q>>(
  resource: ListPageResource<Q, R, P>,
) {
  const params = resource.useListParams();
  const list = resource.useList(params.query);
  resource.useLiveUpdates();
  return { ...params, list };
}
