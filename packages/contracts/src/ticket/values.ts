// Value helpers, zod-free: the work-log arithmetic the form shows and the server stores.
// ---------------------------------------------------------------------------------------------
// Clock times and work-log hours

/** A clock time as the time input gives it: "HH:MM", 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Minutes since midnight of "HH:MM" (also accepts PostgreSQL's "HH:MM:SS"); NaN otherwise. */
export function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * A work entry's hours: `duration` = end − start, `actual` = duration − break, each floored
 * at 0. Times are "HH:MM"; an entry never spans midnight.
 */
export function workLogHours(
  start: string,
  end: string,
  breakMinutes = 0,
): { duration: number; actual: number } {
  const minutes = clockMinutes(end) - clockMinutes(start);
  if (!Number.isFinite(minutes)) return { duration: 0, actual: 0 };
  const duration = Math.max(0, minutes);
  const actual = Math.max(0, duration - Math.max(0, breakMinutes || 0));
  return { duration: duration / 60, actual: actual / 60 };
}

/** Hours shown with 2 decimals: 2.5 → "2.50h", 0 → "0.00h". */
export function formatHours(hours: number): string {
  return `${(Number.isFinite(hours) ? hours : 0).toFixed(2)}h`;
}

/** What two entries need for the overlap rule. */
export interface WorkLogSlot {
  engineer_id: number | null;
  work_date: string;
  start_time: string;
  end_time: string;
}

/**
 * Whether two entries of the same engineer on the same day overlap in time. Touching entries
 * (one ends at 12:00, the next starts at 12:00) do not.
 */
export function workLogsOverlap(a: WorkLogSlot, b: WorkLogSlot): boolean {
  if (a.engineer_id === null || a.engineer_id !== b.engineer_id) return false;
  if (a.work_date.slice(0, 10) !== b.work_date.slice(0, 10)) return false;
  return (
    clockMinutes(a.start_time) < clockMinutes(b.end_time) &&
    clockMinutes(b.start_time) < clockMinutes(a.end_time)
  );
}

/** The location line of a row: "City, Country" from whichever of the two is set. */
export function ticketLocation(ticket: { city?: string | null; country?: string | null }): string {
  return [ticket.city, ticket.country].filter((part) => part && part.trim()).join(', ');
}
