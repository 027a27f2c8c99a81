import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type HolidayBody, type Holiday } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

/** PUT /api/holidays/:id with every field of the form; 409 for a duplicate. */
export function updateHoliday({ id, body }: { id: number; body: HolidayBody }): Promise<Holiday> {
  return apiFetch<Holiday>(API_ROUTES.holiday(id), { method: 'PUT', json: body });
}

export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.lists() }),
  });
}
