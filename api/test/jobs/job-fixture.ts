import type { JobName, JobRun } from '@trellis/contracts';
import { businessToday } from '@trellis/contracts';
import type { JobsDependencies } from '../../src/plugins/app/jobs';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Where the job tests live: a zone whose midnight is far from UTC's, so a UTC "today" shows. */
export const JOB_TIME_ZONE = 'Asia/Tokyo';

function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant it is `time` (HH:MM) on `day` (YYYY-MM-DD) in `timeZone`. */
export function businessInstant(day: string, time: string, timeZone = JOB_TIME_ZONE): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

/** `day` moved by `days` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A clock the test moves by hand: the jobs' "now", and so their business "today". */
export class ManualClock {
  constructor(private instant: Date) {}
  now = () => new Date(this.instant);
  set(instant: Date) {
    this.instant = instant;
  }
  /** `time` on `day`, in the jobs' business time zone. */
  setDay(day: string, time = '06:00') {
    this.instant = businessInstant(day, time);
  }
}

export interface JobFixture {
  t: TestApp;
  clock: ManualClock;
  admin: SignedIn;
  /** The business today of the real clock (where simulated days start from). */
  realToday: string;
  /** Runs a job in this process, as the engine's worker does. */
  run(name: JobName): Promise<JobRun>;
  close(): Promise<void>;
}

/** An app in the jobs' business time zone whose jobs read a clock the test moves. */
export async function jobFixture(
  env: Record<string, string> = {},
  dependencies: Omit<JobsDependencies, 'clock'> = {},
): Promise<JobFixture> {
  const realToday = businessToday(JOB_TIME_ZONE);
  const clock = new ManualClock(businessInstant(realToday, '06:00'));
  const t = await createTestApp(
    { APP_TIME_ZONE: JOB_TIME_ZONE, ...env },
    { jobs: { clock, ...dependencies } },
  );
  const admin = await asAdmin(t.app, { username: 'Ada Admin' });
  return {
    t,
    clock,
    admin,
    realToday,
    run: (name) => t.app.jobs.execute(name, { trigger: 'manual' }),
    close: () => t.close(),
  };
}

/** The audit rows the job runs left, oldest first. */
export async function runAuditRows(t: TestApp, name: JobName) {
  return t
    .db('audit_events')
    .where({ entity: 'job', entity_id: name })
    .orderBy('id')
    .select('action', 'actor_kind', 'actor_id', 'changes', 'request_id');
}
