import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type HolidayCountryFilter, type HolidaySyncResult } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

/** POST /api/holidays/sync: one country's public holidays, or all 11, for this year and next. */
export function syncHolidays(country: HolidayCountryFilter): Promise<HolidaySyncResult> {
  return apiFetch<HolidaySyncResult>(API_ROUTES.holidaysSync, {
    method: 'POST',
    json: { country },
  });
}

export function useSyncHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncHolidays,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.lists() }),
  });
}
