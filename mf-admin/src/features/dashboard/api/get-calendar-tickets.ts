import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_ROUTES, DASHBOARD_REFRESH_MS } from '@trellis/contracts/constants';
import type { TicketListItem, TicketListResponse } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

/**
 * The most the list answers in one call (its `limit` cap). These rows only name the tickets the
 * grid draws; its counts come from calendar-days, so a range holding more stays counted right.
 */
const CALENDAR_LIMIT = 1000;

/** The most tickets the day panel lists; its count is the day's full count all the same. */
export const DAY_LIST_LIMIT = 100;

export interface CalendarRange {
  /** First visible day, YYYY-MM-DD. */
  from: string;
  /** Last visible day, inclusive. */
  to: string;
}

export async function getCalendarTickets(range: CalendarRange): Promise<TicketListItem[]> {
  const { items } = await apiFetch<TicketListResponse>(
    listUrl(API_ROUTES.tickets, {
      from: range.from,
      to: range.to,
      limit: CALENDAR_LIMIT,
      sort: 'task_start_date',
      order: 'asc',
    }),
  );
  return items;
}

/** The tickets starting in the visible range only; null range: nothing to load yet. */
export function useCalendarTickets(range: CalendarRange | null) {
  return useQuery({
    queryKey: dashboardKeys.calendar(range ?? { from: '', to: '' }),
    queryFn: () => getCalendarTickets(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export async function getDayTickets(date: string): Promise<TicketListItem[]> {
  const { items } = await apiFetch<TicketListResponse>(
    listUrl(API_ROUTES.tickets, {
      from: date,
      to: date,
      page: 1,
      limit: DAY_LIST_LIMIT,
      sort: 'task_start_date',
      order: 'asc',
    }),
  );
  return items;
}

/**
 * The chosen day's own tickets for the side panel, asked of that day alone: the range's rows may
 * stop before a busy day. Until they come, the range's rows of that day stand in, so the panel
 * does not open empty. Null date: no panel, nothing to load.
 */
export function useDayTickets(date: string | null, placeholder: () => TicketListItem[]) {
  return useQuery({
    queryKey: dashboardKeys.calendarDay(date ?? ''),
    queryFn: () => getDayTickets(date!),
    enabled: date !== null,
    placeholderData: placeholder,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
