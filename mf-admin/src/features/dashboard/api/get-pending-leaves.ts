import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, DASHBOARD_REFRESH_MS } from '@trellis/contracts/constants';
import type { LeaveListQuery, LeaveListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

/** The panel's requests: pending, the soonest first. */
const PENDING: LeaveListQuery = { status: 'pending', sort: 'start_date', order: 'asc', limit: 20 };

export function getPendingLeaves(): Promise<LeaveListResponse> {
  return apiFetch<LeaveListResponse>(listUrl(API_ROUTES.leaveRequests, PENDING));
}

export function usePendingLeaves() {
  return useQuery({
    queryKey: dashboardKeys.pendingLeaves(),
    queryFn: getPendingLeaves,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
