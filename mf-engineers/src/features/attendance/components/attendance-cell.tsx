import styled from 'styled-components';
import { VisuallyHidden } from '@trellis/ui/controls';
import { DayGridMark } from '@trellis/ui/day-grid';
import type { AttendanceDay } from '@trellis/contracts';
import { ATTENDANCE_TEXTS, LEAVE_SHORT_LABELS } from '../attendance-texts';
import { formatHours } from '../utils/attendance-month';

const StyledCell = styled(DayGridMark)`
  font-variant-numeric: tabular-nums;
`;

const StyledMark = styled.abbr`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

export interface AttendanceCellProps {
  day: AttendanceDay | undefined;
}

/**
 * One engineer's day: the hours logged ("7.5"), else the leave (its two letters) or the public
 * holiday ("Hol"); each read out in full.
 */
export function AttendanceCell({ day }: AttendanceCellProps) {
  if (!day) return <StyledCell />;
  if (day.hours > 0)
    return (
      <StyledCell>
        {formatHours(day.hours)}
        <VisuallyHidden>
          {ATTENDANCE_TEXTS.hoursRead}
          {day.overtime_hours > 0 && ATTENDANCE_TEXTS.overtimeRead(formatHours(day.overtime_hours))}
          {day.leave_type && `, ${day.leave_type}`}
          {day.holiday && `, ${ATTENDANCE_TEXTS.holidayRead(day.holiday)}`}
        </VisuallyHidden>
      </StyledCell>
    );
  if (day.leave_type)
    return (
      <StyledCell>
        <StyledMark title={day.leave_type}>
          <span aria-hidden>{LEAVE_SHORT_LABELS[day.leave_type]}</span>
          <VisuallyHidden>{day.leave_type}</VisuallyHidden>
        </StyledMark>
      </StyledCell>
    );
  if (day.holiday)
    return (
      <StyledCell>
        <StyledMark title={day.holiday}>
          <span aria-hidden>{ATTENDANCE_TEXTS.holidayShort}</span>
          <VisuallyHidden>{ATTENDANCE_TEXTS.holidayRead(day.holiday)}</VisuallyHidden>
        </StyledMark>
      </StyledCell>
    );
  return <StyledCell />;
}
