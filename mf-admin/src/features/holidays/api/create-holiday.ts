import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type HolidayBody, type Holiday } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

/** POST /api/holidays; 409 for a duplicate. */
export function createHoliday(body: HolidayBody): Promise<Holiday> {
  return apiFetch<Holiday>(API_ROUTES.holidays, { method: 'POST', json: body });
}

export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.lists() }),
  });
}
