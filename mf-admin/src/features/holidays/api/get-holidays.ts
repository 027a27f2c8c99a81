import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, type HolidayListParams, type HolidayListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

export function getHolidays(query: HolidayListParams): Promise<HolidayListResponse> {
  return apiFetch<HolidayListResponse>(listUrl(API_ROUTES.holidays, query));
}

/** One page of 10 holidays with the stats over every match. */
export function useHolidays(query: HolidayListParams) {
  return useQuery({
    queryKey: holidayKeys.list(query),
    queryFn: () => getHolidays(query),
    placeholderData: keepPreviousData,
  });
}
