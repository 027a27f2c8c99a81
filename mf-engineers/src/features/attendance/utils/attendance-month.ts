import { addMonths, format, parseISO } from 'date-fns';
import type { DayGridDay } from '@trellis/ui/day-grid';

// Calendar days and months as strings: parseISO reads them as local midnight and format writes
// them back, so no day shifts whatever the browser's zone.

/** The month `delta` months away ("2026-01", -1 → "2025-12"). */
export const shiftMonth = (month: string, delta: number): string =>
  format(addMonths(parseISO(`${month}-01`), delta), 'yyyy-MM');

/** "November 2026". */
export const monthTitle = (month: string): string => format(parseISO(`${month}-01`), 'MMMM yyyy');

/** The month's day columns: the day's number over its weekday's initial, read as the full date. */
export function monthColumns(days: readonly string[], today: string): DayGridDay[] {
  return days.map((date) => {
    const day = parseISO(date);
    return {
      date,
      label: `${format(day, 'd')} ${format(day, 'EEEEE')}`,
      title: format(day, 'EEEE d MMMM yyyy'),
      today: date === today,
    };
  });
}

const hoursFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** 7.5, 8, 0.25: hours as a plain number. */
export const formatHours = (hours: number): string => hoursFormat.format(hours);
