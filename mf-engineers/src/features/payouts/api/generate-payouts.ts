import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type PayoutGenerateResult } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { payoutKeys } from './payout-keys';

/** POST /api/payouts/generate: the month's payouts from the stored work logs. */
export function generatePayouts(month: string): Promise<PayoutGenerateResult> {
  return apiFetch<PayoutGenerateResult>(API_ROUTES.payoutsGenerate, {
    method: 'POST',
    json: { month },
  });
}

export function useGeneratePayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePayouts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.lists() }),
  });
}
