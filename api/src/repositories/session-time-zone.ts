import type { Knex } from 'knex';

const zones = new WeakMap<Knex, Promise<string>>();

/**
 * The time zone the pool's connections speak (APP_TIME_ZONE, set on each connection as it is
 * created), read once per pool: statements that compare dates with instants depend on it.
 */
export function sessionTimeZone(db: Knex): Promise<string> {
  let zone = zones.get(db);
  if (!zone) {
    zone = db
      .raw<{ rows: { zone: string }[] }>("select current_setting('TimeZone') as zone")
      .then(({ rows }) => rows[0]!.zone);
    zones.set(db, zone);
    zone.catch(() => zones.delete(db));
  }
  return zone;
}

// Building a formatter costs far more than using one: one per zone, for the process.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes ("GMT+05:30" is 330). */
function offsetMinutes(zone: string, instant: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Whether midnight at the start of `day` (YYYY-MM-DD) in `zone` falls on a whole UTC hour, as
 * it does in all but a few half-hour zones. An unknown zone answers false, the safe side for
 * callers that then count rather than sum hourly counters.
 */
export function dayStartsOnUtcHour(day: string, zone: string): boolean {
  const key = `${zone} ${day}`;
  let answer = dayAnswers.get(key);
  if (answer === undefined) {
    if (dayAnswers.size >= MAX_DAY_ANSWERS) dayAnswers.clear();
    answer = startsOnUtcHour(day, zone);
    dayAnswers.set(key, answer);
  }
  return answer;
}

// Each audit page filtered by dates asks for its two days, and working it out (two formatted
// offsets) cost 13 µs a request; the answer for a day and zone never changes in a process.
const dayAnswers = new Map<string, boolean>();
const MAX_DAY_ANSWERS = 4096;

function startsOnUtcHour(day: string, zone: string): boolean {
  try {
    const utcMidnight = Date.parse(`${day}T00:00:00Z`);
    const localMidnight = utcMidnight - offsetMinutes(zone, utcMidnight) * 60_000;
    return offsetMinutes(zone, localMidnight) % 60 === 0;
  } catch {
    return false;
  }
}

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
