// The dispatch board's and Attendance's rows of the API bench: from memory between changes,
// drawn afresh as after each assignment, and the references that price their data alone.
import { fromMemory, type Goal, type Target } from './target-goals';

/**
 * The board over `fortnight` (its `from=…&to=…`, 14 days), Attendance over `month` (its
 * `month=…`), and the engineers ranked for `ticketId`.
 */
export function boardTargets(
  fortnight: string,
  month: string,
  ticketId: number,
): Omit<Target, keyof Goal>[] {
  return [
    // The dispatch board and Attendance: a page of 50 engineers by name with their tickets, leave,
    // booked days, work logs and holidays.
    {
      name: 'GET /api/dispatch 14 days (a page of 50 engineers)',
      path: `/api/dispatch?${fortnight}`,
      kind: 'board',
    },
    {
      name: 'GET /api/attendance a month (a page of 50 engineers)',
      path: `/api/attendance?${month}`,
      kind: 'board',
    },
    // At the size the board is judged at: 100 engineers × 14 days, and a month of 100.
    {
      name: 'GET /api/dispatch 14 days (100 engineers)',
      path: `/api/dispatch?${fortnight}&limit=100`,
      kind: 'board',
    },
    {
      name: 'GET /api/attendance a month (100 engineers)',
      path: `/api/attendance?${month}&limit=100`,
      kind: 'board',
    },
    // The same two drawn on every request, as after each assignment: served by a second API
    // process started with BOARD_CACHE_MS=0 (api-bench.ts), so one run reports both.
    {
      name: 'GET /api/dispatch 14 days (100 engineers), drawn afresh',
      path: `/api/dispatch?${fortnight}&limit=100`,
      kind: 'board',
      afresh: true,
    },
    fromMemory('the board of 100 engineers × 14 days', `/api/dispatch?${fortnight}&limit=100`),
    {
      name: "reference: the board's data for 100 engineers × 14 days from a bare route, unshaped",
      path: `/reference/board?${fortnight}&limit=100`,
      kind: 'reference',
      onAnchor: true,
    },
    // The floors under any board drawn per request (board-floors.ts): its rows kept as finished
    // texts and only joined, and its whole answer stored in PostgreSQL, read by key.
    {
      name: "reference: the board's 100 engineers and 14 days of cards as prebuilt texts, joined, from a bare route",
      path: `/reference/board-prebuilt-rows?${fortnight}&limit=100`,
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: 'reference: the board of 100 engineers × 14 days stored whole in PostgreSQL, read by key',
      path: `/reference/board-stored-answer?of=${encodeURIComponent(`/api/dispatch?${fortnight}&limit=100`)}`,
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: 'GET /api/attendance a month (100 engineers), drawn afresh',
      path: `/api/attendance?${month}&limit=100`,
      kind: 'board',
      afresh: true,
    },
    fromMemory('an Attendance month of 100 engineers', `/api/attendance?${month}&limit=100`),
    {
      name: 'reference: an Attendance month of 100 engineers as its repository reads it, from a bare route',
      path: `/reference/attendance?${month}&limit=100`,
      kind: 'reference',
      onAnchor: true,
    },
    // The assign dialog: every active engineer ranked for one ticket (bookings and leave on its
    // days, earlier jobs in its city), the best 50 answered. Each ticket has its own ranking and
    // each dialog asks for it once, so it is judged as a search over the engineers.
    {
      name: 'GET /api/dispatch/suggestions (100,000 engineers ranked for a ticket, the best 50)',
      path: `/api/dispatch/suggestions?ticket_id=${ticketId}`,
      kind: 'search',
    },
  ];
}
