/**
 * The one clock the jobs read: what "now" and the business "today" are for a run. Tests pass a
 * clock they move by hand, so a test drives the days and never waits for a real schedule.
 */
export interface JobClock {
  now(): Date;
}

export const systemClock: JobClock = { now: () => new Date() };
