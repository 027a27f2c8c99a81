import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { PeriodNav } from '@trellis/page-kit';
import { DISPATCH_RANGES, TICKET_MESSAGES } from '@trellis/contracts';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import type { DispatchRange } from '../hooks/use-dispatch-params';
import { rangeTitle } from '../utils/dispatch-range';

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
    <PeriodNav
      title={rangeTitle(from, to)}
      previousLabel={DISPATCH_TEXTS.previousRange(days)}
      nextLabel={DISPATCH_TEXTS.nextRange(days)}
      onPrevious={onPrevious}
      onNext={onNext}
      back={{ label: TICKET_MESSAGES.today, onClick: onToday }}
    >
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
    </PeriodNav>
  );
}
