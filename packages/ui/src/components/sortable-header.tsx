import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import styled from 'styled-components';
import { TableHeaderCell } from './table';

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

export type SortOrder = 'asc' | 'desc';

/** What a list is sorted by: one of its sortable fields, and the direction. */
export interface SortState<TField extends string> {
  sort: TField;
  order: SortOrder;
}

/** The sort after pressing a column: a new column sorts ascending, the current one flips. */
export function nextSort<TField extends string>(
  current: SortState<TField>,
  field: TField,
): SortState<TField> {
  return {
    sort: field,
    order: current.sort === field && current.order === 'asc' ? 'desc' : 'asc',
  };
}

export interface SortableHeaderProps<TField extends string> {
  /** The field this column sorts by (the contracts' sort-field union). */
  field: TField;
  label: string;
  sort: SortState<TField>;
  onSortChange: (next: SortState<TField>) => void;
}

/** A column header that sorts by its field; a second press flips the order. */
export function SortableHeader<TField extends string>({
  field,
  label,
  sort,
  onSortChange,
}: SortableHeaderProps<TField>) {
  const active = sort.sort === field;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHeaderCell
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <StyledButton type="button" onClick={() => onSortChange(nextSort(sort, field))}>
        {label}
        <Icon aria-hidden size={14} />
      </StyledButton>
    </TableHeaderCell>
  );
}
