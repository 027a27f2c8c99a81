import {
  LEAVES_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  dashboardFiguresSchema,
  dashboardResponseSchema,
  leaveListResponseSchema,
  leaveRequestSchema,
  notificationListResponseSchema,
  notificationSchema,
  type DashboardFigures,
  type DashboardResponse,
  type LeaveListResponse,
  type LeaveRequest,
  type LeaveStats,
  type NotificationItem,
  type NotificationListResponse,
} from '@trellis/contracts';
import { parseFixture as parse } from './parse-fixture';

// The dashboard's fixtures (issue 11): leave requests, notifications and the Business Overview,
// each parsed through its contract like the others in fixtures.ts.

const STAMP = '2026-01-05T09:30:00.000Z';
let lastId = 7000;
const nextId = () => (lastId += 1);

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats'>>;

function leaveRequest(overrides: Partial<LeaveRequest> = {}): LeaveRequest {
  const id = overrides.id ?? nextId();
  return parse('leaveRequest', leaveRequestSchema, {
    id,
    engineer_id: null,
    employee_name: `Employee ${id}`,
    leave_type: 'Annual Leave',
    start_date: '2026-01-12',
    end_date: '2026-01-13',
    days: 2,
    reason: null,
    status: 'pending',
    decided_by: null,
    decided_by_name: null,
    decided_at: null,
    created_at: STAMP,
    ...overrides,
  });
}

/** `stats` counted from the items unless given, in part or whole. */
function leaveList(
  items: LeaveRequest[],
  overrides: ListOverrides<LeaveListResponse> & { stats?: Partial<LeaveStats> } = {},
): LeaveListResponse {
  const { stats, ...rest } = overrides;
  const count = (status: LeaveRequest['status']) => items.filter((i) => i.status === status).length;
  return parse('leaveList', leaveListResponseSchema, {
    items,
    total: items.length,
    page: 1,
    limit: LEAVES_PAGE_SIZE,
    stats: {
      total: items.length,
      pending: count('pending'),
      approved: count('approved'),
      rejected: count('rejected'),
      ...stats,
    },
    ...rest,
  });
}

function notification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  const id = overrides.id ?? nextId();
  return parse('notification', notificationSchema, {
    id,
    kind: 'system',
    title: `Notification ${id}`,
    message: `Message ${id}`,
    link: null,
    read: false,
    read_at: null,
    created_at: STAMP,
    ...overrides,
  });
}

function notificationList(
  items: NotificationItem[],
  overrides: ListOverrides<NotificationListResponse> & {
    stats?: Partial<NotificationListResponse['stats']>;
  } = {},
): NotificationListResponse {
  const { stats, ...rest } = overrides;
  return parse('notificationList', notificationListResponseSchema, {
    items,
    total: items.length,
    page: 1,
    limit: NOTIFICATIONS_PAGE_SIZE,
    stats: { total: items.length, unread: items.filter((i) => !i.read).length, ...stats },
    ...rest,
  });
}

function dashboardFigures(overrides: Partial<DashboardFigures> = {}): DashboardFigures {
  return parse('dashboardFigures', dashboardFiguresSchema, {
    customer_receivables: [],
    engineer_payout: [],
    leads: 0,
    total_tickets: 0,
    approved_leaves: 0,
    ...overrides,
  });
}

/** January 2026 against December 2025 unless given. */
function dashboard(
  overrides: Partial<Omit<DashboardResponse, 'current' | 'previous'>> & {
    current?: Partial<DashboardFigures>;
    previous?: Partial<DashboardFigures>;
  } = {},
): DashboardResponse {
  const { current, previous, ...rest } = overrides;
  return parse('dashboard', dashboardResponseSchema, {
    period: { year: 2026, month: 1 },
    previous_period: { year: 2025, month: 12 },
    current: dashboardFigures(current),
    previous: dashboardFigures(previous),
    ...rest,
  });
}

export const dashboardFixtures = {
  leaveRequest,
  leaveList,
  notification,
  notificationList,
  dashboardFigures,
  dashboard,
};
