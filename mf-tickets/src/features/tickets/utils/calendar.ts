import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { CALENDAR_QUICK_DATES_MAX, type TicketCalendarDay } from '@trellis/contracts';

// The calendar works in calendar days ("YYYY-MM-DD"), never instants: parseISO reads a day as
// local midnight and format writes it back, so no day shifts whatever the browser's zone.

const DAY = 'yyyy-MM-dd';

/** "2026-01" for the month holding `day` ("2026-01-05"). */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `delta` months away ("2026-01", -1 → "2025-12"). */
export function shiftMonth(month: string, delta: number): string {
  return format(addMonths(parseISO(`${month}-01`), delta), 'yyyy-MM');
}

/** The visible month's first and last day: what the calendar asks the API for. */
export function monthRange(month: string): { from: string; to: string } {
  const first = parseISO(`${month}-01`);
  return { from: format(startOfMonth(first), DAY), to: format(endOfMonth(first), DAY) };
}

/** "January 2026". */
export const monthTitle = (month: string): string => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** "Monday 12 January 2026". */
export const dayTitle = (day: string): string => format(parseISO(day), 'EEEE d MMMM yyyy');

/** "Mon 12 Jan". */
export const shortDay = (day: string): string => format(parseISO(day), 'EEE d MMM');

export interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** The month's grid: whole weeks from Sunday, with the neighbouring months' days around it. */
export function monthGrid(month: string): CalendarDay[][] {
  const first = parseISO(`${month}-01`);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(first)),
    end: endOfWeek(endOfMonth(first)),
  });
  const weeks: CalendarDay[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({
      date: format(day, DAY),
      dayOfMonth: day.getDate(),
      inMonth: format(day, 'yyyy-MM') === month,
    });
  });
  return weeks;
}

/** How many tickets start on each day (the calendar places a ticket on its start date). */
export function countsByDay(days: readonly TicketCalendarDay[]): Map<string, number> {
  return new Map(days.map((day) => [day.date, day.count]));
}

/** The quick navigation: the first dates that have tickets, at most 8. */
export function quickDates(days: ReadonlyMap<string, unknown>): string[] {
  return [...days.keys()].sort().slice(0, CALENDAR_QUICK_DATES_MAX);
}
