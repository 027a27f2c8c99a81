import styled from 'styled-components';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { VisuallyHidden } from '@trellis/ui/controls';
import { DASHBOARD_MESSAGES, formatPercentChange } from '@trellis/contracts/constants';

const StyledChange = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colors.successText
      : $direction === 'down'
        ? theme.colors.dangerText
        : theme.colors.textMuted};
  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

export interface PercentChangeProps {
  /** From `percentChange`: null when last month was not above 0, and nothing shows. */
  change: number | null;
}

/** "+12.5%" against last month, to one decimal; nothing when there is nothing to compare. */
export function PercentChange({ change }: PercentChangeProps) {
  if (change === null) return null;
  const text = formatPercentChange(change);
  const direction = text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : 'flat';
  return (
    <StyledChange $direction={direction} data-testid="percent-change">
      {direction === 'up' && <TrendingUp aria-hidden />}
      {direction === 'down' && <TrendingDown aria-hidden />}
      {text}
      <VisuallyHidden> {DASHBOARD_MESSAGES.vsLastMonth}</VisuallyHidden>
    </StyledChange>
  );
}
