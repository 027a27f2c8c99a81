import type { JobName } from '@trellis/contracts';
import type { JobDefinition } from './job';
import { expiryAlertsJob } from './expiry-alerts';
import { invoiceRemindersJob } from './invoice-reminders';
import { offeredTicketsJob } from './offered-tickets';
import { holidaySyncJob } from './holiday-sync';
import { housekeepingJob } from './housekeeping';

/** Every scheduled job, in the order the list shows them. */
export const JOBS: readonly JobDefinition[] = [
  expiryAlertsJob,
  invoiceRemindersJob,
  offeredTicketsJob,
  holidaySyncJob,
  housekeepingJob,
];

export const JOBS_BY_NAME = Object.fromEntries(JOBS.map((job) => [job.name, job])) as Record<
  JobName,
  JobDefinition
>;
