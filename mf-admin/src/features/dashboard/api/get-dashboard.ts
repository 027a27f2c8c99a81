import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, DASHBOARD_REFRESH_MS } from '@trellis/contracts/constants';
import type { DashboardResponse, YearMonth } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

export function getDashboard(period: YearMonth): Promise<DashboardResponse> {
  return apiFetch<DashboardResponse>(listUrl(API_ROUTES.dashboard, { ...period }));
}

/** The five figures of a month and the month before; the last month stays while the next loads. */
export function useDashboard(period: YearMonth) {
  return useQuery({
    queryKey: dashboardKeys.overview(period),
    queryFn: () => getDashboard(period),
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
