import {
  API_ROUTES,
  attendanceQuerySchema,
  attendanceRowSchema,
  displayCode,
  monthDays,
  type AttendanceDay,
  type AttendanceParams,
  type AttendanceRow,
} from '@trellis/contracts';
import { http, HttpResponse } from '@trellis/platform/testing';

/** A day of a row: nothing logged, no leave, no holiday unless told. */
export const attendanceDay = (date: string, overrides: Partial<AttendanceDay> = {}) => ({
  date,
  hours: 0,
  overtime_hours: 0,
  leave_type: null,
  holiday: null,
  ...overrides,
});

/** An engineer's month, totals as given (the fake does not add them up). */
export function attendanceRow(
  overrides: Partial<AttendanceRow> & { engineer_id: number },
): AttendanceRow {
  return attendanceRowSchema.parse({
    code: displayCode('engineer', overrides.engineer_id),
    name: `Engineer ${overrides.engineer_id}`,
    days: [],
    totals: { days_worked: 0, hours: 0, overtime_hours: 0, leave_days: 0 },
    ...overrides,
  });
}

/**
 * GET /api/attendance over the given rows (searched by name or code and paged like the real
 * one; the month only names the columns); records every query.
 */
export function fakeAttendanceApi(rows: AttendanceRow[]) {
  const requests: AttendanceParams[] = [];
  const handlers = [
    http.get(API_ROUTES.attendance, ({ request }) => {
      const query = attendanceQuerySchema.parse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      requests.push(query);
      const needle = query.search.toLowerCase();
      const matches = rows.filter((r) =>
        [r.name, r.code].some((text) => text.toLowerCase().includes(needle)),
      );
      return HttpResponse.json({
        month: query.month,
        days: monthDays(query.month),
        items: matches.slice((query.page - 1) * query.limit, query.page * query.limit),
        total: matches.length,
        page: query.page,
        limit: query.limit,
      });
    }),
  ];
  return { handlers, requests, lastQuery: () => requests.at(-1) };
}
