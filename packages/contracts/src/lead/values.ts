// Value helpers, zod-free, shared by the schemas, the form and the server.
// ---------------------------------------------------------------------------------------------
// Value helpers, zod-free, shared by the schemas, the form and the server

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Money columns are numeric(12,2): at most 10 digits before the point and 2 after. */
export const AMOUNT_MAX_INTEGER_DIGITS = 10;

export type AmountProblem = 'invalid' | 'negative' | 'decimals' | 'too_large';

/**
 * A rate or cost as the API stores and answers it: a string with exactly 2 decimals
 * ("350" → "350.00", 12.5 → "12.50"), or why the value cannot be one. Accepts a number or a
 * numeric string (what a number input gives); never goes through a float for a string.
 */
export function normalizeAmount(
  value: string | number,
): { ok: true; amount: string } | { ok: false; problem: AmountProblem } {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (value >= 10 ** AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
    if (Math.round(value * 100) / 100 !== value) return { ok: false, problem: 'decimals' };
    text = value.toFixed(2);
  } else {
    text = value.trim();
  }
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return { ok: false, problem: 'invalid' };
  const integer = (match[2] ?? '').replace(/^0+/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (match[1] && (integer || fraction)) return { ok: false, problem: 'negative' };
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, problem: 'too_large' };
  return { ok: true, amount: `${integer || '0'}.${fraction.padEnd(2, '0')}` };
}

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
