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
