import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHeaderCell } from '@trellis/ui';
import type { CUSTOMER_SORT_FIELDS } from '@trellis/contracts';

export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export interface SortState {
  sort: CustomerSortField;
  order: 'asc' | 'desc';
}

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface SortableHeaderProps {
  field: CustomerSortField;
  label: string;
  sort: SortState;
  onSortChange: (next: SortState) => void;
}

/** A column header that sorts by its field; a second press flips the order. */
export function SortableHeader({ field, label, sort, onSortChange }: SortableHeaderProps) {
  const active = sort.sort === field;
  const handleClick = () =>
    onSortChange({ sort: field, order: active && sort.order === 'asc' ? 'desc' : 'asc' });
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHeaderCell
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <StyledButton type="button" onClick={handleClick}>
        {label}
        <Icon aria-hidden size={14} />
      </StyledButton>
    </TableHeaderCell>
  );
}
