import type { YearMonth } from '@trellis/contracts';

/** Query keys of the dashboard; each live event invalidates the part it changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overviews: () => ['dashboard', 'overview'] as const,
  overview: (period: YearMonth) => ['dashboard', 'overview', period] as const,
  /** Everything the calendar loads (its tickets, per-day counts and a day's list). */
  calendars: () => ['dashboard', 'calendar'] as const,
  calendar: (range: { from: string; to: string }) => ['dashboard', 'calendar', range] as const,
  calendarDays: (range: { from: string; to: string }) =>
    ['dashboard', 'calendar', 'days', range] as const,
  calendarDay: (date: string) => ['dashboard', 'calendar', 'day', date] as const,
  pendingLeaves: () => ['dashboard', 'leaves', 'pending'] as const,
  unreadNotifications: () => ['dashboard', 'notifications', 'unread'] as const,
};
