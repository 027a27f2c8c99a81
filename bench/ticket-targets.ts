// The tickets' rows of the API bench: one ticket per customer, 'Ticket <id>' in 'City <id % 50>',
// statuses, priorities and start dates spread by id, 20 tickets per engineer (bench-data.ts).
import type { Goal, Target } from './target-goals';

/** At `rows` rows a table; searches name customer `searchedCustomer`; the month's first and last day. */
export function ticketTargets(
  rows: number,
  searchedCustomer: number,
  monthStart: string,
  monthEnd: string,
): Omit<Target, keyof Goal>[] {
  const ROWS = rows;
  return [
    { name: 'GET /api/tickets page 1', path: '/api/tickets', kind: 'first-page' },
    {
      name: 'GET /api/tickets search (task name)',
      path: `/api/tickets?search=Ticket%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/tickets search (ticket code)',
      path: `/api/tickets?search=%23AIM-T-${String(searchedCustomer).padStart(3, '0')}`,
      kind: 'search',
    },
    {
      name: 'GET /api/tickets search (customer name)',
      path: `/api/tickets?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    { name: 'GET /api/tickets page 500', path: '/api/tickets?page=500', kind: 'deep-page' },
    {
      name: 'GET /api/tickets status In Progress, priority Urgent',
      path: '/api/tickets?status=In%20Progress&priority=Urgent',
      kind: 'filter',
    },
    {
      name: 'GET /api/tickets/calendar-days a month (the calendar grid: per-day counts)',
      path: `/api/tickets/calendar-days?from=${monthStart}&to=${monthEnd}`,
      kind: 'figure',
    },
    {
      name: "GET /api/tickets one day (the calendar's day list, limit 100)",
      path: `/api/tickets?from=${monthStart}&to=${monthStart}&limit=100&sort=task_start_date&order=asc`,
      kind: 'same-payload',
      reference: "reference: the day list's 100 tickets from a bare route, no session",
    },
    {
      name: "reference: the day list's 100 tickets from a bare route, no session",
      path: `/reference/tickets-day?day=${monthStart}`,
      kind: 'reference',
      onAnchor: true,
    },
    { name: 'GET /api/tickets/:id', path: `/api/tickets/${Math.ceil(ROWS / 2)}`, kind: 'detail' },
    {
      name: "GET /api/tickets/:id/work-logs (a ticket's work logs)",
      path: `/api/tickets/${Math.ceil(ROWS / 2)}/work-logs`,
      kind: 'detail',
    },
  ];
}
