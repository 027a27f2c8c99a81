// The Attendance month: engineers × the days of a month, each cell the hours logged (work logs),
// a leave or a holiday, with totals per engineer. It shares the board's grid.
import { z } from 'zod';
import { listQuerySchema } from './common';
import { isoDateSchema } from './common/iso-date';
import { LEAVE_TYPES } from './leave/texts';

export const ATTENDANCE_PAGE_SIZE = 50;
export const ATTENDANCE_MONTH_MESSAGE = 'Use a month in the form YYYY-MM';

/** GET /api/attendance and its CSV export: a month (YYYY-MM), a search, a page of engineers. */
export const attendanceQuerySchema = listQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, ATTENDANCE_MONTH_MESSAGE)
    // There is no year 0: PostgreSQL refuses its dates.
    .refine((month) => !month.startsWith('0000'), ATTENDANCE_MONTH_MESSAGE),
  limit: z.coerce.number().int().min(1).max(200).default(ATTENDANCE_PAGE_SIZE),
});
export type AttendanceQuery = z.input<typeof attendanceQuerySchema>;
export type AttendanceParams = z.output<typeof attendanceQuerySchema>;
export const attendanceExportQuerySchema = attendanceQuerySchema.omit({ page: true, limit: true });

/** Every day (YYYY-MM-DD) of a month given as YYYY-MM. */
export function monthDays(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** One day of one engineer: hours logged, and what else marks it. */
export const attendanceDaySchema = z.object({
  date: isoDateSchema,
  hours: z.number(),
  /** Hours above a working day, as payouts count them. */
  overtime_hours: z.number(),
  leave_type: z.enum(LEAVE_TYPES).nullable(),
  /**
   * A holiday (by its title; several joined by ", ") in the country of a ticket the engineer
   * logged work on or was booked on that day: engineers have no country of their own.
   */
  holiday: z.string().nullable(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const attendanceRowSchema = z.object({
  engineer_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Only the days with something on them. */
  days: z.array(attendanceDaySchema),
  totals: z.object({
    days_worked: z.number().int(),
    hours: z.number(),
    overtime_hours: z.number(),
    leave_days: z.number().int(),
  }),
});
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

export const attendanceResponseSchema = z.object({
  month: z.string(),
  /** Every day of the month, for the columns. */
  days: z.array(isoDateSchema),
  items: z.array(attendanceRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AttendanceResponse = z.infer<typeof attendanceResponseSchema>;
