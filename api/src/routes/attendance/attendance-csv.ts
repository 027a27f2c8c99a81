import { monthDays, type AttendanceDay } from '@trellis/contracts';
import type { CsvColumn } from '../../lib/csv-export';
import type { AttendanceRaw } from '../../repositories/attendance-grid';
import { toAttendanceRow } from '../../repositories/attendance-rows';

/** One column per day of the month (headed by its date), between the engineer and the totals. */
export function attendanceCsvColumns(month: string): CsvColumn[] {
  return [
    { key: 'code', header: 'Engineer ID' },
    { key: 'name', header: 'Engineer' },
    ...monthDays(month).map((day) => ({ key: day, header: day })),
    { key: 'days_worked', header: 'Days Worked' },
    { key: 'hours', header: 'Hours' },
    { key: 'overtime_hours', header: 'Overtime Hours' },
    { key: 'leave_days', header: 'Leave Days' },
  ];
}

/** A day's cell: the hours logged, then the leave and the holiday that mark it. */
function cell(day: AttendanceDay): string {
  return [day.hours > 0 ? String(day.hours) : null, day.leave_type, day.holiday]
    .filter((part): part is string => part !== null)
    .join('; ');
}

/** The grid's row as the CSV's fields. */
export function attendanceCsvRow(row: Record<string, unknown>): Record<string, unknown> {
  const shaped = toAttendanceRow(row as unknown as AttendanceRaw);
  return {
    code: shaped.code,
    name: shaped.name,
    ...Object.fromEntries(shaped.days.map((day) => [day.date, cell(day)])),
    ...shaped.totals,
  };
}
