import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES } from '@trellis/contracts/constants';
import type { LeaveDecision, LeaveRequest } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { dashboardKeys } from './dashboard-keys';

export function decideLeave({ id, status }: { id: number; status: LeaveDecision }) {
  return apiFetch<LeaveRequest>(API_ROUTES.leaveRequest(id), {
    method: 'PUT',
    json: { status },
  });
}

/** Approve or Reject: the panel and the Approved Leaves card follow. */
export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.pendingLeaves() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.overviews() }),
      ]),
  });
}
