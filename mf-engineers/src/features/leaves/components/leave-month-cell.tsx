import styled, { css } from 'styled-components';
import { LEAVE_STATUS_LABELS } from '@trellis/contracts';
import { VisuallyHidden } from '@trellis/ui/controls';
import { LEAVES_TEXTS } from '../leaves-texts';
import { leaveShortLabel } from '../utils/leave-short-label';
import type { LeaveDayMark } from '../utils/month-leave-rows';

const StyledCell = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

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
  if (!mark) return <StyledCell />;
  const read = LEAVES_TEXTS.cellRead(mark.leaveType, LEAVE_STATUS_LABELS[mark.status]);
  return (
    <StyledCell>
      <StyledLeaveMark $pending={mark.status === 'pending'} title={read}>
        <span aria-hidden>{leaveShortLabel(mark.leaveType)}</span>
        <VisuallyHidden>{read}</VisuallyHidden>
      </StyledLeaveMark>
    </StyledCell>
  );
}
