import { API_ROUTES } from '../routes';
import type { BulkList } from './actions';

// A list's name is not always its path's key (the leaves list is `/api/leave-requests`); naming
// each here makes a list added to the bulk actions fail the type check until its path is given.
const LIST_PATHS: Record<BulkList, string> = {
  tickets: API_ROUTES.tickets,
  customers: API_ROUTES.customers,
  leads: API_ROUTES.leads,
  'system-users': API_ROUTES.systemUsers,
  engineers: API_ROUTES.engineers,
  leaves: API_ROUTES.leaveRequests,
  receivables: API_ROUTES.receivables,
  payouts: API_ROUTES.payouts,
};

/** A list's bulk call: the list's own API path, then `/bulk`. */
export const bulkPath = (list: BulkList) => `${LIST_PATHS[list]}/bulk`;
