import { addDays, format, parseISO } from 'date-fns';
import type { DayGridDay } from '@trellis/ui/day-grid';

// Calendar days ("YYYY-MM-DD"), never instants: parseISO reads a day as local midnight and
// format writes it back, so no day shifts whatever the browser's zone.

const DAY = 'yyyy-MM-dd';

/** The day `delta` days away. */
export const shiftDay = (day: string, delta: number): string =>
  format(addDays(parseISO(day), delta), DAY);

/** `count` consecutive days from `from`. */
export const rangeDays = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => shiftDay(from, i));

/** "1 – 7 Mar 2026", "29 Mar – 11 Apr 2026", "27 Dec 2026 – 2 Jan 2027". */
export function rangeTitle(from: string, to: string): string {
  const start = parseISO(from);
  const end = parseISO(to);
  const sameYear = start.getFullYear() === end.getFullYear();
  const sameMonth = sameYear && start.getMonth() === end.getMonth();
  const head = format(start, sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy');
  return `${head} – ${format(end, 'd MMM yyyy')}`;
}

/** The grid's day columns: "Sun 1" shown, "Sunday 1 March 2026" read, today marked. */
export function dayColumns(days: readonly string[], today: string): DayGridDay[] {
  return days.map((date) => ({
    date,
    label: format(parseISO(date), 'EEE d'),
    title: format(parseISO(date), 'EEEE d MMMM yyyy'),
    today: date === today,
  }));
}
