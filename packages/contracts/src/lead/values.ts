// The task time's value helpers, zod-free, shared by the schemas, the form and the server.
// (Dates and amounts, which every area shares, are in ../common/.)

export type TaskTimeProblem = 'invalid' | 'not_whole' | 'out_of_range';

/**
 * The task time as whole hours of the day (0–23) from what the form or a client sends: a number
 * (9), the hour part as a string ("9", "09", what older clients send) or the time input's
 * value ("09:00"). Minutes other than 00 are refused, never rounded.
 */
export function taskTimeToHours(
  value: string | number,
): { ok: true; hours: number } | { ok: false; problem: TaskTimeProblem } {
  let hours: number;
  if (typeof value === 'number') {
    hours = value;
  } else {
    const text = value.trim();
    const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
    if (clock) {
      if (Number(clock[2]) !== 0 || Number(clock[3] ?? 0) !== 0)
        return { ok: false, problem: 'not_whole' };
      hours = Number(clock[1]);
    } else if (/^\d+(?:\.\d+)?$/.test(text)) {
      hours = Number(text);
    } else {
      return { ok: false, problem: 'invalid' };
    }
  }
  if (!Number.isFinite(hours)) return { ok: false, problem: 'invalid' };
  if (!Number.isInteger(hours)) return { ok: false, problem: 'not_whole' };
  if (hours < 0 || hours > 23) return { ok: false, problem: 'out_of_range' };
  return { ok: true, hours };
}

/** Whole hours as the time input shows them: 9 → "09:00"; null → "". */
export function hoursToTaskTime(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? '' : `${String(hours).padStart(2, '0')}:00`;
}
