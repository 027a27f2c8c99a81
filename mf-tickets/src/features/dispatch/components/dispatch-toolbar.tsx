import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, IconButton } from '@trellis/ui/controls';
import { DISPATCH_RANGES, TICKET_MESSAGES } from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import type { DispatchRange } from '../hooks/use-dispatch-params';
import { rangeTitle } from '../utils/dispatch-range';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    flex: 1 1 12rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export interface DispatchToolbarProps {
  from: string;
  to: string;
  days: DispatchRange;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onDaysChange: (days: DispatchRange) => void;
}

/** The range shown, Previous, Next and Today, and how many days the board shows. */
export function DispatchToolbar({
  from,
  to,
  days,
  onPrevious,
  onNext,
  onToday,
  onDaysChange,
}: DispatchToolbarProps) {
  return (
    <StyledBar>
      <IconButton
        label={DISPATCH_TEXTS.previousRange(days)}
        icon={<ChevronLeft aria-hidden size={18} />}
        onClick={onPrevious}
      />
      <h2 aria-live="polite">{rangeTitle(from, to)}</h2>
      <IconButton
        label={DISPATCH_TEXTS.nextRange(days)}
        icon={<ChevronRight aria-hidden size={18} />}
        onClick={onNext}
      />
      <Button size="sm" variant="secondary" onClick={onToday}>
        {TICKET_MESSAGES.today}
      </Button>
      <StyledGroup role="group" aria-label={DISPATCH_TEXTS.rangeSize}>
        {DISPATCH_RANGES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === days ? 'primary' : 'secondary'}
            aria-pressed={option === days}
            onClick={() => onDaysChange(option)}
          >
            {DISPATCH_TEXTS.rangeOption(option)}
          </Button>
        ))}
      </StyledGroup>
    </StyledBar>
  );
}
