import { useMemo } from 'react';
import { CalendarOff } from 'lucide-react';
import { LEAVE_MESSAGES } from '@trellis/contracts';
import { Alert } from '@trellis/ui/controls';
import { ListBody } from '@trellis/ui/lists';
import { AttendanceToolbar } from '../../attendance/components/attendance-toolbar';
import { monthColumns, monthTitle } from '../../attendance/utils/attendance-month';
import { useMonthLeaves } from '../api/get-month-leaves';
import { LEAVES_TEXTS } from '../leaves-texts';
import { monthLeaveRows } from '../utils/month-leave-rows';
import { LeavesMonthGrid } from './leaves-month-grid';
import { LeavesMonthLegend } from './leaves-month-legend';

export interface LeavesMonthViewProps {
  month: string;
  today: string;
  isThisMonth: boolean;
  search: string;
  engineerId: number | undefined;
  onPrevious: () => void;
  onNext: () => void;
  onThisMonth: () => void;
}

/**
 * The month of who is off: only engineers with approved or pending leave in it get a row, since
 * a dispatcher planning the month looks for who is missing, and a row for everyone else would
 * bury them; the Attendance page has every engineer for those who want the full roster.
 */
export function LeavesMonthView({
  month,
  today,
  search,
  engineerId,
  ...nav
}: LeavesMonthViewProps) {
  const { data, isPending, isError, isFetching, refetch } = useMonthLeaves({
    month,
    search,
    engineer_id: engineerId,
  });
  // The last month stays while the next loads, but is never drawn under the new month's title.
  const shown = data?.month === month ? data : undefined;
  const columns = useMemo(() => monthColumns(shown?.days ?? [], today), [shown, today]);
  const rows = useMemo(() => (shown ? monthLeaveRows(shown.items, shown.days) : []), [shown]);
  const filtered = search !== '' || engineerId !== undefined;

  return (
    <>
      <AttendanceToolbar month={month} {...nav} />
      <LeavesMonthLegend />
      {shown?.truncated && <Alert tone="info">{LEAVES_TEXTS.tooMany}</Alert>}
      <ListBody
        loading={!isError && (isPending || !shown)}
        loadingLabel={LEAVES_TEXTS.monthLoading}
        failed={isError}
        failedTitle={LEAVE_MESSAGES.loadFailed}
        onRetry={() => void refetch()}
        empty={rows.length === 0}
        emptyTitle={LEAVES_TEXTS.monthEmpty}
        emptyDescription={filtered ? LEAVES_TEXTS.monthEmptyFiltered : LEAVES_TEXTS.monthEmptyHint}
        emptyIcon={<CalendarOff aria-hidden />}
        busy={isFetching}
      >
        <LeavesMonthGrid
          caption={LEAVES_TEXTS.monthCaption(monthTitle(month))}
          days={columns}
          rows={rows}
        />
      </ListBody>
    </>
  );
}
