// "Today" is the business time zone's today, the same in SQL and in the browser, so that a date
// the screen shows and a date the server filters on agree.
// Zod-free, so any screen can use it without loading the schemas.

/** Document expiry thresholds in days. */
export const EXPIRY_THRESHOLDS = { critical: 30, warning: 45, info: 90 } as const;

export type ExpiryUrgency = 'expired' | 'critical' | 'warning' | 'info' | null;

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `now`. */
export function businessToday(timeZone: string, now: Date = new Date()): string {
  const at = now.getTime();
  const known = knownDays.get(timeZone);
  if (known && at >= known.from && at < known.until) return known.day;
  const day = dayAt(timeZone, at);
  // The same day a minute later: the day cannot change in between (a zone's clock changes are
  // hours apart, and none moves its date back), so every call of that minute gets it for free.
  if (dayAt(timeZone, at + DAY_KNOWN_FOR_MS) === day)
    knownDays.set(timeZone, { day, from: at, until: at + DAY_KNOWN_FOR_MS });
  return day;
}

function dayAt(timeZone: string, at: number): string {
  const parts = dayFormat(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Formatting costs about 7 µs a call, and every list request asks for the day once or twice.
const DAY_KNOWN_FOR_MS = 60_000;
const knownDays = new Map<string, { day: string; from: number; until: number }>();

// Building a formatter costs about 90 µs, formatting with one about 7: many requests ask for
// the business day, always in the same zone or two.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// By position rather than split('-').map(Number): lists call this for every row, and the
// array it built cost five times the arithmetic.
const dayNumber = (isoDay: string) =>
  Date.UTC(+isoDay.slice(0, 4), +isoDay.slice(5, 7) - 1, +isoDay.slice(8, 10)) / 86_400_000;

/** Whole days from `today` to `isoDay` (both YYYY-MM-DD); negative when past. */
export function daysUntil(isoDay: string, today: string): number {
  return Math.round(dayNumber(isoDay) - dayNumber(today));
}

/** Urgency by the 30/45/90-day thresholds, counted from the business `today`. */
export function expiryUrgency(expiry: string | null | undefined, today: string): ExpiryUrgency {
  if (!expiry) return null;
  const days = daysUntil(expiry, today);
  if (days < 0) return 'expired';
  if (days <= EXPIRY_THRESHOLDS.critical) return 'critical';
  if (days <= EXPIRY_THRESHOLDS.warning) return 'warning';
  if (days <= EXPIRY_THRESHOLDS.info) return 'info';
  return null;
}
