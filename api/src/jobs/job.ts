import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobName } from '@trellis/contracts';
import type { Config } from '../config';
import type { AuditSource } from '../lib/audit-actor';

/** What a run did, by name: `{ notifications: 3, digests: 2 }`. */
export type JobCounts = Record<string, number>;

export interface JobContext {
  /** The business day (APP_TIME_ZONE) the run is for, read once at its start. */
  today: string;
  /** The run's clock: every time a job writes or compares with comes from here. */
  now(): Date;
  config: Config;
  /** Who acts: the system, with the request id of an administrator's "Run now". */
  audit: AuditSource;
  /** Aborted when the process stops: a job checks it between items and gives up, to be retried. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * A run that did part of its work and failed the rest (a mail the server refused): what it did
 * is kept with its error, and the engine retries the rest.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly counts: JobCounts,
  ) {
    super(message);
  }
}

/**
 * One scheduled job. `run` must be idempotent: a second run for the same day changes nothing,
 * and a run that failed halfway is completed by the next without repeating what was done.
 */
export interface JobDefinition {
  name: JobName;
  /** Five-field cron expression, read in APP_TIME_ZONE. */
  cron: string;
  /** What the job's settings make it do, in words, for the list ("at most 3 reminders"). */
  settings?(config: Config): string;
  run(app: FastifyInstance, context: JobContext): Promise<JobCounts>;
}
