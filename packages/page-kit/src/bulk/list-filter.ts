import { HIDDEN_COLUMNS_PARAM, SAVED_VIEW_PARAM } from '@trellis/contracts';

// Where the reader is in the list, which saved view named it and which columns show do not change
// what matches.
const NOT_FILTERS = ['page', 'limit', SAVED_VIEW_PARAM, HIDDEN_COLUMNS_PARAM];

/**
 * The list's filter as a bulk call sends it: the address's search, filters and sort, without the
 * page, the page size, the saved view's name, the hidden columns and the page's own display
 * parameters (`omit`).
 */
export function listFilterOf(params: URLSearchParams, omit: readonly string[] = []): string {
  const filter = new URLSearchParams(params);
  for (const name of [...NOT_FILTERS, ...omit]) filter.delete(name);
  return filter.toString();
}
