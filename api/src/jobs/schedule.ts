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

/** The schedule's first occurrence after `from`, as the engine will read it. */
export function nextRun(cron: string, timeZone: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { tz: timeZone, currentDate: from }).next().toDate();
}
