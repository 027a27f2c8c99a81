import { PeriodNav } from '@trellis/page-kit';
import { ATTENDANCE_TEXTS } from '../attendance-texts';
import { monthTitle } from '../utils/attendance-month';

export interface AttendanceToolbarProps {
  month: string;
  isThisMonth: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisMonth: () => void;
}

/** The month shown, with the months before and after, and a way back to this one. */
export function AttendanceToolbar({
  month,
  isThisMonth,
  onPrevious,
  onNext,
  onThisMonth,
}: AttendanceToolbarProps) {
  return (
    <PeriodNav
      title={monthTitle(month)}
      titleLayout="centred"
      previousLabel={ATTENDANCE_TEXTS.previousMonth}
      nextLabel={ATTENDANCE_TEXTS.nextMonth}
      onPrevious={onPrevious}
      onNext={onNext}
      back={isThisMonth ? undefined : { label: ATTENDANCE_TEXTS.thisMonth, onClick: onThisMonth }}
    />
  );
}
