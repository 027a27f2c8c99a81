import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type LeaveListParams, type LeaveListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { leavesKeys } from './leaves-keys';

/**
 * GET /api/leave-requests: a page of requests, filtered by status, the engineer (by name or id)
 * and the days they overlap.
 */
export function getLeaves(query: LeaveListParams): Promise<LeaveListResponse> {
  return apiFetch<LeaveListResponse>(listUrl(API_ROUTES.leaveRequests, query));
}

/** The list's page, asked only while `enabled` (the month view reads its own). */
export function useLeaves(query: LeaveListParams, enabled = true) {
  return useQuery({
    queryKey: leavesKeys.list(query),
    queryFn: () => getLeaves(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
