/** What the Scheduled jobs section says. */
export const JOBS_MESSAGES = {
  title: 'Scheduled jobs',
  description:
    'The work the back office runs by itself, how its last run went, and when it runs next.',
  loading: 'Loading scheduled jobs...',
  loadFailed: 'Could not load the scheduled jobs',
  none: 'No scheduled jobs',
  neverRun: 'Not run yet',
  runNow: 'Run now',
  running: 'Running...',
  runNowOf: (title: string) => `Run now: ${title}`,
  runningOf: (title: string) => `Running: ${title}`,
  stillRunning: (title: string) =>
    `${title} is still running; its result will show here when it ends.`,
  finished: (title: string) => `${title} finished.`,
  failed: (title: string) => `${title} failed.`,
  runFailed: (title: string) => `Could not run ${title}`,
  noCounts: 'Nothing to do',
  resultRegion: 'Run now result',
} as const;
