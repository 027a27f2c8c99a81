import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import styled from 'styled-components';

// The parts of one table primitive, kept together because they only make sense together.

const StyledContainer = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody &:last-child {
    border-bottom: none;
  }
  tbody &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const StyledHeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const StyledCell = styled.td`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.text};
  vertical-align: middle;
`;

export const TableContainer = (props: HTMLAttributes<HTMLDivElement>) => (
  <StyledContainer {...props} />
);
export const Table = (props: HTMLAttributes<HTMLTableElement>) => <StyledTable {...props} />;
export const TableHead = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <StyledHead {...props} />
);
export const TableBody = (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...props} />;
export const TableRow = (props: HTMLAttributes<HTMLTableRowElement>) => <StyledRow {...props} />;
export const TableHeaderCell = ({
  scope = 'col',
  ...props
}: ThHTMLAttributes<HTMLTableCellElement>) => <StyledHeaderCell scope={scope} {...props} />;
export const TableCell = (props: TdHTMLAttributes<HTMLTableCellElement>) => (
  <StyledCell {...props} />
);
