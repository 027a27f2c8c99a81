import type { EngineTuning } from '../../../src/jobs/engine';

/**
 * Engine timings for the crash test, the same in the process that dies and the one after it:
 * a run taking longer than 2 s counts as lost (the dead process's), and is retried within a
 * second or two.
 */
export const CRASH_TEST_ENGINE: Partial<EngineTuning> = {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
  expireInSeconds: 2,
  retryDelaySeconds: 1,
  retryLimit: 2,
};
