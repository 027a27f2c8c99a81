import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type Payout, type PayoutUpdateBody } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { payoutKeys } from './payout-keys';

/** PUT /api/payouts/:id: bonus and deductions, or the status one step forward. */
export function updatePayout({
  id,
  body,
}: {
  id: number;
  body: PayoutUpdateBody;
}): Promise<Payout> {
  return apiFetch<Payout>(API_ROUTES.payout(id), { method: 'PUT', json: body });
}

export function useUpdatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.lists() }),
  });
}
