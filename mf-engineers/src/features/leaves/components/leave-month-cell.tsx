import styled, { css } from 'styled-components';
import { LEAVE_STATUS_LABELS } from '@trellis/contracts';
import { VisuallyHidden } from '@trellis/ui/controls';
import { DayGridMark } from '@trellis/ui/day-grid';
import { LEAVES_TEXTS } from '../leaves-texts';
import { leaveShortLabel } from '../utils/leave-short-label';
import type { LeaveDayMark } from '../utils/month-leave-rows';

// Pending is told apart by its dashed outline as well as its shading, so it never rests on
// colour alone.
const StyledLeaveMark = styled.abbr<{ $pending: boolean }>`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  ${({ $pending }) =>
    $pending &&
    css`
      border-style: dashed;
      border-color: currentColor;
      font-style: italic;
    `}
`;

export interface LeaveMonthCellProps {
  mark: LeaveDayMark | undefined;
}

/** One engineer's day: the leave's two letters, read out in full with whether it is approved. */
export function LeaveMonthCell({ mark }: LeaveMonthCellProps) {
  if (!mark) return <DayGridMark />;
  const read = LEAVES_TEXTS.cellRead(mark.leaveType, LEAVE_STATUS_LABELS[mark.status]);
  return (
    <DayGridMark>
      <StyledLeaveMark $pending={mark.status === 'pending'} title={read}>
        <span aria-hidden>{leaveShortLabel(mark.leaveType)}</span>
        <VisuallyHidden>{read}</VisuallyHidden>
      </StyledLeaveMark>
    </DayGridMark>
  );
}
