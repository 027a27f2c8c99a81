import { z } from 'zod';

// The scheduled jobs: what runs by itself, when, and how its last run went. An administrator
// (Manage Users) lists them and runs one now.

/** Every job, by the name its URL and its queue use. */
export const JOB_NAMES = [
  'expiry-alerts',
  'invoice-reminders',
  'offered-tickets',
  'holiday-sync',
  'housekeeping',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const isJobName = (name: string): name is JobName =>
  (JOB_NAMES as readonly string[]).includes(name);

/** How each job reads on screen and in the audit trail. */
export const JOB_TITLES: Record<JobName, string> = {
  'expiry-alerts': 'Expiry alerts',
  'invoice-reminders': 'Invoice reminders',
  'offered-tickets': 'Offered tickets expire',
  'holiday-sync': 'Holiday sync',
  housekeeping: 'Housekeeping',
};

export const JOB_DESCRIPTIONS: Record<JobName, string> = {
  'expiry-alerts':
    'Notifies once per threshold (90, 45 and 30 days, and expired) for customer documents and engineer ID documents and right to work, and mails a daily digest to the staff who can act on them.',
  'invoice-reminders':
    'Reminds customers of overdue invoices by mail, as the reminder policy says; a manual reminder counts toward the interval.',
  'offered-tickets': 'Offered tickets whose start date has passed become Expired.',
  'holiday-sync':
    "Imports next year's holidays for every country in use, once a year, and all countries when there are none.",
  housekeeping:
    'Deletes expired sessions, used or expired password reset links and idempotency keys past their window, in small batches.',
};

/** What started a run: its schedule, or an administrator's "Run now". */
export const JOB_TRIGGERS = ['schedule', 'manual'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];

/** A run still going, finished well, or failed (its error kept). */
export const JOB_RESULTS = ['running', 'ok', 'failed'] as const;
export type JobResult = (typeof JOB_RESULTS)[number];

export const jobRunSchema = z.object({
  id: z.number().int(),
  name: z.enum(JOB_NAMES),
  trigger: z.enum(JOB_TRIGGERS),
  /** 1 for the first attempt, 2 for the engine's first retry, and so on. */
  attempt: z.number().int(),
  /** ISO 8601. */
  started_at: z.string(),
  /** ISO 8601; null while running. */
  finished_at: z.string().nullable(),
  result: z.enum(JOB_RESULTS),
  /** What the run did, by name: `{ notifications: 3, digests: 2 }`. */
  counts: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

export const jobScheduleSchema = z.object({
  /** Five-field cron expression, read in `time_zone`. */
  cron: z.string(),
  time_zone: z.string(),
  /** The schedule in words: "Every day at 06:00 (Europe/London)". */
  text: z.string(),
});
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

export const jobSchema = z.object({
  name: z.enum(JOB_NAMES),
  title: z.string(),
  description: z.string(),
  schedule: jobScheduleSchema,
  last_run: jobRunSchema.nullable(),
  /** ISO 8601: the schedule's next occurrence. */
  next_run: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /api/jobs. `engine_running`: whether the answering process runs jobs (JOBS=on). */
export const jobListResponseSchema = z.object({
  engine_running: z.boolean(),
  items: z.array(jobSchema),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** A name that is no job answers 404, not a validation error. */
export const jobParamsSchema = z.object({ name: z.string().max(100) });

/**
 * POST /api/jobs/:name/run: the run once its first attempt has finished (200), or as it stands
 * when the wait ran out (202; null while it waits for another run of the same job).
 */
export const jobRunResponseSchema = z.object({
  name: z.enum(JOB_NAMES),
  run: jobRunSchema.nullable(),
});
export type JobRunResponse = z.infer<typeof jobRunResponseSchema>;

/** `job:updated`, to the accounts that manage users: a run started or finished. */
export const jobEventSchema = z.object({
  name: z.enum(JOB_NAMES),
  result: z.enum(JOB_RESULTS),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

export const JOB_MESSAGES = {
  engineOff:
    'Scheduled jobs are switched off on this server (JOBS=off). Run the job from a server that runs them.',
} as const;
