import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type JobListResponse } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';
import { jobsKeys } from './jobs-keys';

/** GET /api/jobs: every job with its schedule, last run and next run. */
export function getJobs(): Promise<JobListResponse> {
  return apiFetch<JobListResponse>(API_ROUTES.jobs);
}

export function useJobs() {
  return useQuery({ queryKey: jobsKeys.list(), queryFn: getJobs });
}
