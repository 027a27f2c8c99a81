import { css } from 'styled-components';

/**
 * A list used for layout (cards, buttons, rows): no bullets, and none of the browser's default
 * indent and margins, so its items line up with the heading above them.
 */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A plain list whose items stand one under another, `gap` apart (files, documents, a day's). */
export const stackedList = (gap: 'xs' | 'sm') => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
  ${plainList}
`;
