import styled from 'styled-components';

/** A screen's column of header, cards, filters and list. */
export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** Buttons, menus and short texts side by side, wrapping on a narrow screen. */
export const StyledControlLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The header's buttons and menus. */
export const StyledHeaderActions = StyledControlLine;

/** The stat cards' row: as many columns as fit. */
export const StyledStatGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** The search box and filter selects above a list. */
export const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
`;

/** A labelled filter select: the label wraps the select, so it names it. `$wide` for long options. */
export const StyledFilter = styled.label<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 0 1 ${({ $wide }) => ($wide ? '14rem' : '12rem')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The row's icon buttons. */
export const StyledRowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A table cell's main line (a name, an invoice number). */
export const StyledCellTitle = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A smaller, muted line under a cell's value (an email, a code); long ones wrap. */
export const StyledCellNote = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
