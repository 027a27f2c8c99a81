import { API_ROUTES } from '../routes';
import type { SavedViewList } from '../saved-view/lists';
import type { BulkList } from './actions';

// A list's name is not always its path's key (the leaves list is `/api/leave-requests`); naming
// each here makes a list added to the saved views fail the type check until its path is given.
const LIST_PATHS: Record<SavedViewList, string> = {
  tickets: API_ROUTES.tickets,
  customers: API_ROUTES.customers,
  leads: API_ROUTES.leads,
  'system-users': API_ROUTES.systemUsers,
  engineers: API_ROUTES.engineers,
  leaves: API_ROUTES.leaveRequests,
  receivables: API_ROUTES.receivables,
  payouts: API_ROUTES.payouts,
  assets: API_ROUTES.assets,
  holidays: API_ROUTES.holidays,
};

/** A list's bulk call: the list's own API path, then `/bulk`. */
export const bulkPath = (list: BulkList) => `${LIST_PATHS[list]}/bulk`;

/** A list's selection as CSV: the list's own API path, then `/selection.csv`. */
export const selectionExportPath = (list: SavedViewList) => `${LIST_PATHS[list]}/selection.csv`;

/**
 * The address of a selection's CSV: the ids ticked (`ids=3,5,8`), or every record the list's
 * filter matches (`filter=<the list's address query>`); neither takes the whole list.
 */
export function selectionExportUrl(
  list: SavedViewList,
  selection: { ids: readonly number[] } | { filter: string },
): string {
  const params = new URLSearchParams(
    'ids' in selection ? { ids: selection.ids.join(',') } : { filter: selection.filter },
  );
  return `${selectionExportPath(list)}?${params.toString()}`;
}
