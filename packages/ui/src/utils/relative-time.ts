import { formatDate } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// English like the rest of the screen; the exact time (the title) is in the reader's format.
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then the date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return iso;
  // A clock a little ahead of the reader's is still "just now", not "in 1 minute".
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(iso, { dateStyle: 'medium' });
}

/** The exact moment, to the second, in the reader's format. */
export const exactTime = (iso: string) =>
  formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium' });
