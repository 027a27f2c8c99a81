import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Holiday, type HolidayBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

/** POST /api/holidays without an id, PUT /api/holidays/:id with one; 409 for a duplicate. */
export function saveHoliday({
  id,
  body,
}: {
  id: number | null;
  body: HolidayBody;
}): Promise<Holiday> {
  return id === null
    ? apiFetch<Holiday>(API_ROUTES.holidays, { method: 'POST', json: body })
    : apiFetch<Holiday>(API_ROUTES.holiday(id), { method: 'PUT', json: body });
}

export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.lists() }),
  });
}
