// What the API bench measures: every list's first page, each filter alone, searches and deep
// pages, the figures, and the references, each with its target as a ratio to the anchor route
// measured in the same run (see api-bench.ts).

import { LEAD_STATUSES } from '../packages/contracts/src/index';
import { AREA_BENCHES } from './area-bench';
import { auditTargets } from './audit-targets';
import { boardTargets } from './board-targets';
import { exportTargets } from './export-targets';
import { mobileTargets } from './mobile-targets';
import { pickerTargets } from './picker-targets';
import { ticketTargets } from './ticket-targets';
import { fromMemory, GOALS, type Goal, type Target } from './target-goals';

export type { Goal, Target, TargetKind } from './target-goals';

export const searchedCustomerOf = (rows: number) => Math.max(1, Math.round(rows * 0.54321));
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every endpoint the bench measures at `rows` rows a table, with its target against the anchor. */
export function benchTargets(rows: number, today = new Date()): Target[] {
  return rowsOf(rows, today).map((row) => ({ ...row, ...GOALS[row.kind] }));
}

function rowsOf(rows: number, today: Date): Omit<Target, keyof Goal>[] {
  const ROWS = rows;
  const searchedCustomer = searchedCustomerOf(rows);
  const searchedEngineer = Math.max(1, rows - 1);
  const monthStart = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
  const monthEnd = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));
  return [
    { name: 'GET /api/users/me (the session alone)', path: '/api/users/me', kind: 'figure' },
    { name: 'GET /api/counts', path: '/api/counts', kind: 'figure' },
    { name: 'GET /api/customers page 1', path: '/api/customers', kind: 'first-page' },
    {
      name: 'GET /api/engineers page 1 (limit 100)',
      path: '/api/engineers',
      kind: 'first-page',
    },
    fromMemory('the engineers page 1', '/api/engineers'),
    // Its pages are remembered between writes of users (ENGINEER_LIST_CACHE_MS): the same page
    // read on every request, as after each such write, from the API process that remembers
    // nothing (api-bench.ts).
    {
      name: 'reference: the engineers page 1, read afresh',
      path: '/api/engineers',
      kind: 'reference',
      afresh: true,
    },
    {
      name: 'reference: the same 100-row payload (items and data) from a bare route, no session',
      path: '/reference/engineers-page',
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: 'GET /api/customers search',
      path: `/api/customers?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/engineers search',
      path: `/api/engineers?search=Engineer%20${searchedEngineer}`,
      kind: 'search',
    },
    { name: 'GET /api/customers page 500', path: '/api/customers?page=500', kind: 'deep-page' },
    {
      name: 'GET /api/customers sorted by name, page 500',
      path: '/api/customers?page=500&sort=name',
      kind: 'deep-page',
    },
    {
      name: 'GET /api/customers expiring filter',
      path: '/api/customers?documents=expiring',
      kind: 'filter',
    },
    {
      name: 'GET /api/customers expired filter',
      path: '/api/customers?documents=expired',
      kind: 'filter',
    },
    {
      name: 'GET /api/engineers deep page, read afresh',
      path: '/api/engineers?page=1000&limit=7',
      kind: 'deep-page',
      // What its statement costs: the API process that remembers no engineers list.
      afresh: true,
    },
    {
      name: 'GET /api/engineers search by code',
      path: `/api/engineers?search=AIM-E-${String(searchedEngineer).padStart(3, '0')}`,
      kind: 'search',
    },
    // A word in every row: the total and the cards count all 100,000 matches, so these read the
    // whole table whatever the plan.
    {
      name: 'GET /api/engineers search for a word in every engineer, read afresh',
      path: '/api/engineers?search=Engineer',
      kind: 'search',
      afresh: true,
    },
    {
      name: 'GET /api/customers search for a word in every customer',
      path: '/api/customers?search=Customer',
      kind: 'search',
    },
    {
      name: 'GET /api/engineers expiring filter, read afresh',
      path: '/api/engineers?documents=expiring',
      kind: 'filter',
      // What its statement costs: the API process that remembers no engineers list.
      afresh: true,
    },
    {
      name: 'GET /api/engineers expired filter, read afresh',
      path: '/api/engineers?documents=expired',
      kind: 'filter',
      // What its statement costs: the API process that remembers no engineers list.
      afresh: true,
    },
    {
      name: 'GET /api/customers/:id',
      path: `/api/customers/${Math.ceil(ROWS / 2)}`,
      kind: 'detail',
    },
    {
      name: 'GET /api/engineers/:id',
      path: `/api/engineers/${Math.ceil(ROWS / 2)}`,
      kind: 'detail',
    },
    // Every list page asks for its saved views as it opens.
    {
      name: "GET /api/views (a list's saved views)",
      path: '/api/views?list=customers',
      kind: 'figure',
    },
    // Leads: one per customer, 'Lead <customer id>' for customer <id> (bench-data.ts).
    { name: 'GET /api/leads page 1', path: '/api/leads', kind: 'first-page' },
    {
      name: 'GET /api/leads search (task name)',
      path: `/api/leads?search=Lead%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/leads search (customer name)',
      path: `/api/leads?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/leads search (lead code)',
      path: `/api/leads?search=%23AIM-L-${String(searchedCustomer).padStart(3, '0')}`,
      kind: 'search',
    },
    {
      name: "GET /api/leads search for a word in every lead's customer",
      path: '/api/leads?search=Customer',
      kind: 'search',
    },
    { name: 'GET /api/leads page 500', path: '/api/leads?page=500', kind: 'deep-page' },
    ...LEAD_STATUSES.map((status) => ({
      name: `GET /api/leads status ${status}`,
      path: `/api/leads?status=${status}`,
      kind: 'filter' as const,
    })),
    {
      name: 'GET /api/leads sorted by customer name, page 500',
      path: '/api/leads?page=500&sort=customer_name',
      kind: 'deep-page',
    },
    { name: 'GET /api/leads/:id', path: `/api/leads/${Math.ceil(ROWS / 2)}`, kind: 'detail' },
    ...ticketTargets(ROWS, searchedCustomer, monthStart, monthEnd),
    ...mobileTargets(),
    // The admin screens' own reads: the scheduled jobs with their last runs, and the settings
    // every screen asks for as it opens (the business time zone and its today).
    {
      name: 'GET /api/jobs (every scheduled job and its last run)',
      path: '/api/jobs',
      kind: 'first-page',
    },
    { name: 'GET /api/settings', path: '/api/settings', kind: 'figure' },
    ...pickerTargets(monthEnd, searchedEngineer, searchedCustomer),
    ...boardTargets(
      `from=${isoDay(today)}&to=${isoDay(new Date(today.getTime() + 13 * 86_400_000))}`,
      `month=${monthStart.slice(0, 7)}`,
      Math.ceil(ROWS / 2),
    ),
    ...exportTargets(searchedCustomer, monthStart.slice(0, 7)),
    // The admin lists: each area's, then 'Holiday <n>' and 'Staff <n>' spread over every filter.
    ...AREA_BENCHES.flatMap((area) => area.endpoints(searchedCustomer)),
    { name: 'GET /api/holidays page 1', path: '/api/holidays', kind: 'first-page' },
    { name: 'GET /api/holidays/:id', path: `/api/holidays/${Math.ceil(ROWS / 2)}`, kind: 'detail' },
    {
      name: 'GET /api/holidays search',
      path: `/api/holidays?search=Holiday%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/holidays country and status',
      path: '/api/holidays?country=Japan&status=active',
      kind: 'filter',
    },
    { name: 'GET /api/system-users page 1', path: '/api/system-users', kind: 'first-page' },
    {
      name: 'GET /api/system-users search',
      path: `/api/system-users?search=Staff%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/system-users pending',
      path: '/api/system-users?status=pending',
      kind: 'filter',
    },
    { name: 'GET /api/roles (with user counts)', path: '/api/roles', kind: 'first-page' },
    // Finance, leaves and notifications (issue 11): every list with its stats.
    { name: 'GET /api/payouts page 1', path: '/api/payouts', kind: 'first-page' },
    {
      name: 'GET /api/payouts search',
      path: `/api/payouts?search=Engineer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/payouts month and status',
      path: `/api/payouts?month=${monthStart.slice(0, 7)}&status=pending`,
      kind: 'filter',
    },
    {
      name: 'GET /api/receivables page 1 (totals and aging)',
      path: '/api/receivables',
      kind: 'first-page',
    },
    fromMemory("the receivables' first page", '/api/receivables'),
    // The figures are remembered between invoice writes (FIGURES_CACHE_MS): the same page with
    // its totals and aging summed on every request, as after each write, from the API process
    // that remembers nothing (api-bench.ts).
    {
      name: "reference: the receivables' first page, its totals and aging summed afresh",
      path: '/api/receivables',
      kind: 'reference',
      afresh: true,
    },
    {
      name: "reference: the receivables' first page with its totals and aging, read as the API reads it, from a bare route",
      path: '/reference/receivables-page',
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: 'GET /api/receivables search',
      path: `/api/receivables?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/receivables overdue, aged by invoice date',
      path: '/api/receivables?status=overdue&aging_basis=invoice_date',
      kind: 'filter',
    },
    {
      name: 'reference: the receivables overdue, aged by invoice date, their figures summed afresh',
      path: '/api/receivables?status=overdue&aging_basis=invoice_date',
      kind: 'reference',
      afresh: true,
    },
    { name: 'GET /api/leave-requests page 1', path: '/api/leave-requests', kind: 'first-page' },
    {
      name: 'GET /api/leave-requests pending',
      path: '/api/leave-requests?status=pending',
      kind: 'filter',
    },
    {
      name: 'GET /api/notifications unread',
      path: '/api/notifications?unread=true',
      kind: 'filter',
    },
    {
      name: 'GET /api/dashboard (five figures, two months)',
      path: `/api/dashboard?month=${Number(monthStart.slice(5, 7))}&year=${monthStart.slice(0, 4)}`,
      kind: 'figure',
    },
    ...auditTargets(searchedCustomer, isoDay(today)),
    { name: 'GET /api/health (no session)', path: '/api/health', kind: 'reference' },
  ];
}

/**
 * The rows `cpu-split.ts` splits by default: those that miss their targets on this machine, each
 * beside its references (its answer from memory, its data from a bare route, its cards prebuilt);
 * an export is also measured without its audit row.
 */
export const CPU_SPLIT_ROWS = [
  'GET /api/dispatch 14 days (100 engineers), drawn afresh',
  "reference: the board of 100 engineers × 14 days, the API's answer sent again from memory",
  "reference: the board's data for 100 engineers × 14 days from a bare route, unshaped",
  "reference: the board's 100 engineers and 14 days of cards as prebuilt texts, joined, from a bare route",
  'GET /api/leads/selection.csv (100 rows ticked)',
  'GET /api/customers search for a word in every customer',
  "GET /api/leads search for a word in every lead's customer",
  'GET /api/engineers search for a word in every engineer, read afresh',
] as const;
