// The CSV exports in the API bench. Each is a download the reader asks for once, of the rows a
// filter or their ticks chose, and each records who exported what in the audit trail: judged,
// like searches, at a tenth of the anchor, on a selection of a page's size (a whole table of
// 100,000 rows is a different measure: rows a second, not requests).
import type { Goal, Target } from './target-goals';

/** Ticked rows are the first hundred ids; searches name `Customer <searchedCustomer>`. */
export function exportTargets(searchedCustomer: number, month: string): Omit<Target, keyof Goal>[] {
  const ticked = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
  const search = (what: string) => encodeURIComponent(`search=${what}`);
  return [
    {
      name: 'GET /api/customers/selection.csv (100 rows ticked)',
      path: `/api/customers/selection.csv?ids=${ticked}`,
      kind: 'export',
    },
    {
      name: 'GET /api/customers/selection.csv (every match of a search)',
      path: `/api/customers/selection.csv?filter=${search(`Customer ${searchedCustomer}`)}`,
      kind: 'export',
    },
    {
      name: 'GET /api/leads/selection.csv (100 rows ticked)',
      path: `/api/leads/selection.csv?ids=${ticked}`,
      kind: 'export',
    },
    {
      name: 'GET /api/tickets/selection.csv (100 rows ticked)',
      path: `/api/tickets/selection.csv?ids=${ticked}`,
      kind: 'export',
    },
    {
      name: 'GET /api/engineers/selection.csv (100 rows ticked)',
      path: `/api/engineers/selection.csv?ids=${ticked}`,
      kind: 'export',
    },
    {
      name: "GET /api/audit/export.csv (one customer's history)",
      path: `/api/audit/export.csv?entity=customer&entity_id=${searchedCustomer}`,
      kind: 'export',
    },
    {
      name: 'GET /api/receivables/export.csv (a search)',
      path: `/api/receivables/export.csv?search=Customer%20${searchedCustomer}`,
      kind: 'export',
    },
    {
      name: 'GET /api/payouts/export.csv (a search)',
      path: `/api/payouts/export.csv?search=Engineer%20${searchedCustomer}`,
      kind: 'export',
    },
    {
      name: 'GET /api/attendance/export.csv (a month, a search)',
      path: `/api/attendance/export.csv?month=${month}&search=Engineer%20${searchedCustomer}`,
      kind: 'export',
    },
  ];
}
