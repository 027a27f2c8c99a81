import {
  API_ROUTES,
  holidayListQuerySchema,
  REALTIME_EVENTS,
  type Holiday,
  type HolidayBody,
  type HolidayCountryFilter,
  type HolidayListResponse,
  type HolidaySyncResult,
} from '@trellis/contracts';
import { defineResource } from '@trellis/page-kit';
import { apiFetch } from '@trellis/platform';

/** Holidays: one page of 10 with the stats over every match; a write or a sync refreshes them. */
export const holidays = defineResource<{
  list: HolidayListResponse;
  item: Holiday;
  body: HolidayBody;
}>()({
  key: 'holidays',
  listPath: API_ROUTES.holidays,
  itemPath: API_ROUTES.holiday,
  listQuery: holidayListQuerySchema,
  events: [
    REALTIME_EVENTS.holidayCreated,
    REALTIME_EVENTS.holidayUpdated,
    REALTIME_EVENTS.holidayDeleted,
    REALTIME_EVENTS.holidaySynced,
  ],
});

/** POST /api/holidays/sync: one country's public holidays, or all 11, for this year and next. */
export const useSyncHolidays = () =>
  holidays.useRefreshingMutation((country: HolidayCountryFilter) =>
    apiFetch<HolidaySyncResult>(API_ROUTES.holidaysSync, { method: 'POST', json: { country } }),
  );
