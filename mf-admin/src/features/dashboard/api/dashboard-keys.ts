import type { YearMonth } from '@trellis/contracts';

/** Query keys of the dashboard; each live event invalidates the part it changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  overviews: () => ['dashboard', 'overview'] as const,
  overview: (period: YearMonth) => ['dashboard', 'overview', period] as const,
  calendars: () => ['dashboard', 'calendar'] as const,
  calendar: (range: { from: string; to: string }) => ['dashboard', 'calendar', range] as const,
  pendingLeaves: () => ['dashboard', 'leaves', 'pending'] as const,
  unreadNotifications: () => ['dashboard', 'notifications', 'unread'] as const,
};
