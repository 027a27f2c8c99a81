import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { holidayKeys } from './holiday-keys';

export function deleteHoliday(id: number): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(API_ROUTES.holiday(id), { method: 'DELETE' });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.lists() }),
  });
}
