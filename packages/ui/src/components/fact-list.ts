import { css } from 'styled-components';

/**
 * A definition list of a record's facts laid out as a grid: each small muted label above its
 * value, a long value wrapping anywhere rather than widening the grid. The list sets its own
 * columns, gap and margins.
 */
export const factList = css`
  display: grid;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
