import { css } from 'styled-components';

/**
 * How a day cell is shaded, the same on every grid of days: approved leave hatched, a day the
 * row cannot be used blocked, a day off muted, a day over its limit as a warning. Each tone
 * names its text colour with its fill, so what a cell writes stays readable in both themes.
 */
export type DayGridCellTone = 'hatched' | 'blocked' | 'muted' | 'warning';

export const dayGridCellTones = css`
  td[data-tone='hatched'] {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.infoSoft} 0 0.375rem,
      ${({ theme }) => theme.colors.surface} 0.375rem 0.75rem
    );
    color: ${({ theme }) => theme.colors.infoText};
  }
  td[data-tone='blocked'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  }
  td[data-tone='muted'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;
