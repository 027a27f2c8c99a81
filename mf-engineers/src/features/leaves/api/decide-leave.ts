import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type LeaveDecision, type LeaveRequest } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { leavesKeys } from './leaves-keys';

/** PUT /api/leave-requests/:id: approve or reject a pending request. */
export function decideLeave({ id, status }: { id: number; status: LeaveDecision }) {
  return apiFetch<LeaveRequest>(API_ROUTES.leaveRequest(id), { method: 'PUT', json: { status } });
}

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leavesKeys.lists() }),
  });
}
