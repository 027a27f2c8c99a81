import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type HolidayListQuery, type HolidayListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { ticketKeys } from './ticket-keys';

/** The API's largest page: a month of all 11 countries' holidays fits in one request. */
export const HOLIDAYS_LIMIT = 1000;

export function getHolidays(query: HolidayListQuery): Promise<HolidayListResponse> {
  return apiFetch<HolidayListResponse>(listUrl(API_ROUTES.holidays, query));
}

/**
 * GET /api/holidays for a date range (and a country): the calendar's month, or the form's start
 * date. Null asks nothing. Holidays change rarely, so an answer stays fresh for a few minutes.
 */
export function useHolidays(query: HolidayListQuery | null) {
  return useQuery({
    queryKey: ticketKeys.holidays(query ?? {}),
    queryFn: () => getHolidays(query!),
    enabled: query !== null,
    staleTime: 5 * 60_000,
  });
}
