import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type JobName, type JobRunResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { jobsKeys } from './jobs-keys';

/** POST /api/jobs/:name/run: the run once it ends, or as it stands when the API stops waiting. */
export function runJob(name: JobName): Promise<JobRunResponse> {
  return apiFetch<JobRunResponse>(API_ROUTES.jobRun(name), { method: 'POST' });
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
  });
}
