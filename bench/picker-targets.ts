// The ticket form's pickers in the API bench: each one's first page and its search.
import type { Goal, Target } from './target-goals';

/** Tickets running until `until`; searched for `Engineer <searchedEngineer>` and `Customer <searchedCustomer>`. */
export function pickerTargets(
  until: string,
  searchedEngineer: number,
  searchedCustomer: number,
): Omit<Target, keyof Goal>[] {
  return [
    // The ticket form's engineer picker: the first hundred engineers with whether each may take a
    // ticket running until a day, and the same narrowed as the dispatcher types a name.
    {
      name: "GET /api/tickets/engineer-options (the ticket form's engineer picker)",
      path: `/api/tickets/engineer-options?until=${until}`,
      kind: 'first-page',
    },
    {
      name: "GET /api/tickets/lead-options (the ticket form's lead picker)",
      path: '/api/tickets/lead-options',
      kind: 'first-page',
    },
    {
      name: 'GET /api/tickets/lead-options search',
      path: `/api/tickets/lead-options?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/tickets/engineer-options search',
      path: `/api/tickets/engineer-options?until=${until}&search=Engineer%20${searchedEngineer}`,
      kind: 'search',
    },
  ];
}
