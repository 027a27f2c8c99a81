import { useMemo } from 'react';
import { DayGrid, type DayGridColumn, type DayGridDay } from '@trellis/ui/day-grid';
import type { AttendanceDay, AttendanceRow } from '@trellis/contracts';
import { ATTENDANCE_TEXTS } from '../attendance-texts';
import { formatHours } from '../utils/attendance-month';
import { AttendanceCell } from './attendance-cell';

const TOTALS: DayGridColumn<AttendanceRow>[] = [
  { key: 'days', header: ATTENDANCE_TEXTS.daysWorked, render: (r) => r.totals.days_worked },
  { key: 'hours', header: ATTENDANCE_TEXTS.hours, render: (r) => formatHours(r.totals.hours) },
  {
    key: 'overtime',
    header: ATTENDANCE_TEXTS.overtime,
    render: (r) => formatHours(r.totals.overtime_hours),
  },
  { key: 'leave', header: ATTENDANCE_TEXTS.leaveDays, render: (r) => r.totals.leave_days },
];

/** How a day is shaded: leave hatched, overtime as a warning, a holiday muted. */
function tone(day: AttendanceDay | undefined) {
  if (!day) return undefined;
  if (day.leave_type) return 'hatched' as const;
  if (day.overtime_hours > 0) return 'warning' as const;
  if (day.holiday) return 'muted' as const;
  return undefined;
}

export interface AttendanceGridProps {
  caption: string;
  days: readonly DayGridDay[];
  rows: readonly AttendanceRow[];
}

/** The month's grid: an engineer a row, a day a column, and each engineer's totals. */
export function AttendanceGrid({ caption, days, rows }: AttendanceGridProps) {
  // Each row lists only its days with something on them: looked up by date.
  const byDate = useMemo(
    () => new Map(rows.map((row) => [row.engineer_id, new Map(row.days.map((d) => [d.date, d]))])),
    [rows],
  );
  const dayOf = (row: AttendanceRow, date: string) => byDate.get(row.engineer_id)?.get(date);
  return (
    <DayGrid<AttendanceRow>
      caption={caption}
      rowHeaderLabel={ATTENDANCE_TEXTS.engineerColumn}
      days={days}
      rows={rows}
      rowKey={(row) => row.engineer_id}
      renderRowHeader={(row) => (
        <>
          {row.name}
          <br />
          <small>{row.code}</small>
        </>
      )}
      renderCell={(row, day) => <AttendanceCell day={dayOf(row, day.date)} />}
      cellTone={(row, day) => tone(dayOf(row, day.date))}
      cellTitle={(row, day) => dayOf(row, day.date)?.holiday ?? undefined}
      extraColumns={TOTALS}
      dayWidth="3.25rem"
      extraColumnWidth="6.5rem"
    />
  );
}
