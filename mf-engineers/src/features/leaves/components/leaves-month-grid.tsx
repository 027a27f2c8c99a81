import { DayGrid, type DayGridColumn, type DayGridDay } from '@trellis/ui/day-grid';
import { LEAVES_TEXTS } from '../leaves-texts';
import type { MonthLeaveRow } from '../utils/month-leave-rows';
import { LeaveMonthCell } from './leave-month-cell';

const TOTALS: DayGridColumn<MonthLeaveRow>[] = [
  { key: 'approved', header: LEAVES_TEXTS.approvedDays, render: (row) => row.approvedDays },
  { key: 'pending', header: LEAVES_TEXTS.pendingDays, render: (row) => row.pendingDays },
];

export interface LeavesMonthGridProps {
  caption: string;
  days: readonly DayGridDay[];
  rows: readonly MonthLeaveRow[];
}

/**
 * Who is off, day by day: an engineer a row, approved leave hatched like on Attendance and the
 * dispatch board, a pending request shaded as a warning, each engineer's days of each.
 */
export function LeavesMonthGrid({ caption, days, rows }: LeavesMonthGridProps) {
  const markOf = (row: MonthLeaveRow, day: DayGridDay) => row.days.get(day.date);
  return (
    <DayGrid<MonthLeaveRow>
      caption={caption}
      rowHeaderLabel={LEAVES_TEXTS.engineerLabel}
      days={days}
      rows={rows}
      rowKey={(row) => row.key}
      renderRowHeader={(row) => row.name}
      renderCell={(row, day) => <LeaveMonthCell mark={markOf(row, day)} />}
      cellTone={(row, day) => {
        const status = markOf(row, day)?.status;
        if (status === 'approved') return 'hatched';
        return status === 'pending' ? 'warning' : undefined;
      }}
      extraColumns={TOTALS}
      dayWidth="2.75rem"
      extraColumnWidth="6.5rem"
    />
  );
}
