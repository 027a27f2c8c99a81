import styled, { css } from 'styled-components';
import { plainList } from '@trellis/ui/controls';
import { LEAVES_TEXTS } from '../leaves-texts';

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${plainList}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

// The grid's own shading (the shared day-grid tones) and the cells' pending outline, in small.
const StyledSwatch = styled.span<{ $pending: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ $pending, theme }) =>
    $pending
      ? css`
          background: ${theme.colors.warningSoft};
          color: ${theme.colors.warningText};
          border-style: dashed;
          border-color: currentColor;
          font-style: italic;
        `
      : css`
          background: repeating-linear-gradient(
            135deg,
            ${theme.colors.infoSoft} 0 0.375rem,
            ${theme.colors.surface} 0.375rem 0.75rem
          );
          color: ${theme.colors.infoText};
        `}
`;

/** What the two kinds of cell mean: approved leave, and requests still awaiting a decision. */
export function LeavesMonthLegend() {
  return (
    <StyledLegend aria-label={LEAVES_TEXTS.legendLabel}>
      <li>
        <StyledSwatch $pending={false} aria-hidden>
          AL
        </StyledSwatch>
        {LEAVES_TEXTS.approvedLegend}
      </li>
      <li>
        <StyledSwatch $pending aria-hidden>
          AL
        </StyledSwatch>
        {LEAVES_TEXTS.pendingLegend}
      </li>
    </StyledLegend>
  );
}
