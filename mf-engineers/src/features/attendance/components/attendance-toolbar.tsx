import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from '@trellis/ui/controls';
import { ATTENDANCE_TEXTS } from '../attendance-texts';
import { monthTitle } from '../utils/attendance-month';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    min-width: 10rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-align: center;
  }
`;

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
    <StyledBar>
      <IconButton
        label={ATTENDANCE_TEXTS.previousMonth}
        icon={<ChevronLeft aria-hidden size={18} />}
        onClick={onPrevious}
      />
      <h2 aria-live="polite">{monthTitle(month)}</h2>
      <IconButton
        label={ATTENDANCE_TEXTS.nextMonth}
        icon={<ChevronRight aria-hidden size={18} />}
        onClick={onNext}
      />
      {!isThisMonth && (
        <Button size="sm" variant="secondary" onClick={onThisMonth}>
          {ATTENDANCE_TEXTS.thisMonth}
        </Button>
      )}
    </StyledBar>
  );
}
