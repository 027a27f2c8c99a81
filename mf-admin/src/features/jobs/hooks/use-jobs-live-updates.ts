import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_EVENTS } from '@trellis/contracts';
import { useRealtimeEvent } from '@trellis/platform';
import { jobsKeys } from '../api/jobs-keys';

/** A run that starts or ends anywhere (the schedule, another administrator) reloads the jobs. */
export function useJobsLiveUpdates() {
  const queryClient = useQueryClient();
  useRealtimeEvent(REALTIME_EVENTS.jobUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  });
}
