import styled from 'styled-components';

/*
 * A record's details are taller than most screens, so the dialog's body scrolls while its buttons
 * stay outside it. The details therefore take a tab stop of their own (`tabIndex={0}`, named by
 * the record's heading with `aria-labelledby`): focused, the arrow, Page and Home/End keys scroll
 * the body, as a mouse wheel does (axe scrollable-region-focusable).
 */
export const StyledRecordDetails = styled.article`
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The details' first row: the record's h3 with what stands beside it (avatar, status). */
export const StyledRecordHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

/** A secondary line of the details (who it is for, when it was made, a total). */
export const StyledMutedLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
