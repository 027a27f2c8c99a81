import { APP_ROUTES } from '../app-routes';

// The dashboard's texts, constants and pure rules (issue 11). Zod-free.

/** The section titles are the product's fixed wording; the rest is our own. */
export const DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  description: 'Your business at a glance.',
  quickActions: 'Quick Actions',
  filterByDate: 'Filter by Date',
  month: 'Month',
  year: 'Year',
  today: 'Today',
  businessOverview: 'Business Overview',
  ticketCalendar: 'Ticket Calendar',
  lastMonth: 'Last month',
  vsLastMonth: 'vs last month',
  overviewFailed: 'Failed to load the business overview',
  calendarFailed: 'Failed to load tickets',
  calendarLoading: 'Loading calendar...',
  layout: 'Layout',
  layoutColumns: (n: number) => `${n} column${n === 1 ? '' : 's'}`,
  dayPanelTitle: (date: string) => `Tickets on ${date}`,
  dayPanelCount: (n: number) => `${n} ticket${n === 1 ? '' : 's'}`,
  noTicketsThatDay: 'No tickets on this day.',
  summary: 'Summary',
  totalTickets: 'Total tickets',
  activeDays: 'Active days',
  closePanel: 'Close panel',
  retry: 'Retry',
} as const;

/** The four Quick Actions, in order, with where each goes. */
export const DASHBOARD_QUICK_ACTIONS = [
  { key: 'newTicket', label: 'New Ticket', path: APP_ROUTES.ticketsCreate },
  { key: 'addCustomer', label: 'Add Customer', path: APP_ROUTES.customersAdd },
  { key: 'scheduleCall', label: 'Schedule Call', path: APP_ROUTES.meeting },
  { key: 'viewReports', label: 'View Reports', path: APP_ROUTES.sampleReports },
] as const;

/** The five Business Overview cards, in order; money cards answer per currency. */
export const DASHBOARD_CARDS = [
  { key: 'customer_receivables', label: 'Customer Receivables', money: true },
  { key: 'engineer_payout', label: 'Engineer Payout', money: true },
  { key: 'leads', label: 'Leads', money: false },
  { key: 'total_tickets', label: 'Total Tickets', money: false },
  { key: 'approved_leaves', label: 'Approved Leaves', money: false },
] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARDS)[number]['key'];

export const DASHBOARD_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The year select: the current year minus 2 to plus 2. */
export function dashboardYearOptions(currentYear: number): number[] {
  return [-2, -1, 0, 1, 2].map((offset) => currentYear + offset);
}

/** The lower panels' layouts: 1, 2 or 3 columns, 2 by default, remembered in the browser. */
export const DASHBOARD_LAYOUTS = [1, 2, 3] as const;
export type DashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];
export const DEFAULT_DASHBOARD_LAYOUT: DashboardLayout = 2;
export const DASHBOARD_LAYOUT_STORAGE_KEY = 'trellis.dashboard.layout';

/** The calendar shows at most this many tickets a day, then "+N more". */
export const CALENDAR_DAY_MAX_EVENTS = 3;

/** How often the dashboard refreshes on its own, besides the live events. */
export const DASHBOARD_REFRESH_MS = 30_000;

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** The month before: January's is December of the year before. */
export function previousMonth({ year, month }: YearMonth): YearMonth {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A month as dates: its first day and the first day of the next (exclusive). */
export function monthRange({ year, month }: YearMonth): { from: string; to: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    from: `${pad(year, 4)}-${pad(month, 2)}-01`,
    to: `${pad(next.year, 4)}-${pad(next.month, 2)}-01`,
  };
}

/** The year and month of an ISO day ("2026-03-14" → 2026, 3). */
export function yearMonthOf(isoDay: string): YearMonth {
  return { year: Number(isoDay.slice(0, 4)), month: Number(isoDay.slice(5, 7)) };
}

/**
 * The change against last month in percent, only when last month is above 0 (no division by
 * zero); null otherwise, and the card shows no percentage.
 */
export function percentChange(current: number, previous: number): number | null {
  if (!(previous > 0) || !Number.isFinite(current)) return null;
  return ((current - previous) / previous) * 100;
}

/** "+12.5%", "-3.0%" or "0.0%": one decimal, signed. */
export function formatPercentChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}

export interface MoneyAmount {
  currency: string;
  amount: string;
}

/** A money card's line: one currency this month, last month and the change between them. */
export interface MoneyComparison {
  currency: string;
  current: string;
  previous: string;
  change: number | null;
}

/**
 * One line per currency either month has, by currency; a month without that currency is
 * "0.00". Currencies are compared only with themselves, never added together.
 */
export function compareMoney(current: MoneyAmount[], previous: MoneyAmount[]): MoneyComparison[] {
  const currencies = [...new Set([...current, ...previous].map((m) => m.currency))].sort();
  const amountIn = (list: MoneyAmount[], currency: string) =>
    list.find((m) => m.currency === currency)?.amount ?? '0.00';
  return currencies.map((currency) => {
    const now = amountIn(current, currency);
    const before = amountIn(previous, currency);
    return {
      currency,
      current: now,
      previous: before,
      change: percentChange(Number(now), Number(before)),
    };
  });
}
