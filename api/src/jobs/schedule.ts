import { CronExpressionParser } from 'cron-parser';
import { DASHBOARD_MONTHS, type JobSchedule } from '@trellis/contracts';

const twoDigits = (value: string) => value.padStart(2, '0');
const isNumber = (value: string) => /^\d+$/.test(value);

/**
 * The schedule in words for the shapes our jobs use (every hour, every day, every year), in the
 * business time zone; anything else is shown as its cron expression.
 */
export function scheduleText(cron: string, timeZone: string): string {
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  const zone = ` (${timeZone})`;
  if (weekday !== '*' || !minute || !isNumber(minute)) return `${cron}${zone}`;
  const at = isNumber(hour ?? '') ? `${twoDigits(hour!)}:${twoDigits(minute)}` : null;
  if (hour === '*' && day === '*' && month === '*')
    return `Every hour at minute ${twoDigits(minute)}${zone}`;
  if (at && day === '*' && month === '*') return `Every day at ${at}${zone}`;
  if (at && isNumber(day ?? '') && isNumber(month ?? ''))
    return `Every year on ${Number(day)} ${DASHBOARD_MONTHS[Number(month) - 1]} at ${at}${zone}`;
  return `${cron}${zone}`;
}

export function jobSchedule(cron: string, timeZone: string): JobSchedule {
  return { cron, time_zone: timeZone, text: scheduleText(cron, timeZone) };
}

/** Per schedule, the last occurrence worked out and the instant it was worked out from. */
const lastWorkedOut = new Map<string, { from: number; next: Date }>();

/**
 * The schedule's first occurrence after `from`, as the engine will read it. Working it out in a
 * time zone costs over 100 µs, and the jobs page asks for every job's on each visit, so each
 * schedule's answer is kept: it stays the answer for any instant from the one it was worked out
 * from until the occurrence itself.
 */
export function nextRun(cron: string, timeZone: string, from: Date): Date {
  const key = `${cron}|${timeZone}`;
  const known = lastWorkedOut.get(key);
  const at = from.getTime();
  if (known && at >= known.from && at < known.next.getTime()) return new Date(known.next);
  const next = CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from })
    .next()
    .toDate();
  lastWorkedOut.set(key, { from: at, next });
  return new Date(next);
}
