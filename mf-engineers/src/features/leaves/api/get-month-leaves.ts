import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  monthDays,
  type LeaveListResponse,
  type LeaveRequest,
  type LeaveStatus,
} from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { leavesKeys } from './leaves-keys';

/** The list's largest page, per status: a month of one business's leave fits well within it. */
export const MONTH_LEAVES_LIMIT = 1000;

/** Rejected requests leave no one off, so the month asks only for these. */
const SHOWN: readonly LeaveStatus[] = ['approved', 'pending'];

export interface MonthLeavesParams {
  /** YYYY-MM. */
  month: string;
  search: string;
  engineer_id?: number;
}

export interface MonthLeaves {
  month: string;
  days: string[];
  items: LeaveRequest[];
  /** Whether a status had more requests in the month than one page holds. */
  truncated: boolean;
}

/**
 * GET /api/leave-requests for the approved and the pending requests overlapping the month, with
 * the page's engineer and search: the list's own filters, so the month never disagrees with it.
 */
export async function getMonthLeaves(params: MonthLeavesParams): Promise<MonthLeaves> {
  const days = monthDays(params.month);
  const pages = await Promise.all(
    SHOWN.map((status) =>
      apiFetch<LeaveListResponse>(
        listUrl(API_ROUTES.leaveRequests, {
          search: params.search,
          engineer_id: params.engineer_id,
          status,
          from: days[0],
          to: days[days.length - 1],
          sort: 'start_date',
          order: 'asc',
          limit: MONTH_LEAVES_LIMIT,
        }),
      ),
    ),
  );
  return {
    month: params.month,
    days,
    items: pages.flatMap((page) => page.items),
    truncated: pages.some((page) => page.total > page.items.length),
  };
}

/** A month of leave; the last month stays on screen while the next one loads. */
export function useMonthLeaves(params: MonthLeavesParams) {
  return useQuery({
    queryKey: leavesKeys.month(params),
    queryFn: () => getMonthLeaves(params),
    placeholderData: keepPreviousData,
  });
}
