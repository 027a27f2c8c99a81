import type { ReactNode } from 'react';
import {
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type SortState,
} from '@trellis/ui/lists';
import { PageCheckbox, RowCheckbox, StyledSelectableRow } from './bulk/selection-checkboxes';
import type { RowSelection } from './bulk/use-row-selection';
import { hideableColumns } from './columns/column-keys';
import { useTableHiddenColumns } from './columns/hidden-columns';

export interface DataColumn<R, F extends string> {
  /** The header, from the contract's table columns. */
  header: string;
  /** Its name in the address's `hide` and in saved views; else derived from its header. */
  key?: string;
  /** The list query's sort field this column sorts by; absent for a column that does not sort. */
  sortField?: F;
  cell: (row: R) => ReactNode;
  /** Left out, header and cells, for a reader who may not use it (Create Lead without Create). */
  hidden?: boolean;
}

/** What a list page hands its table: a page of records, their sort and the rows ticked. */
export interface ListTableProps<R, F extends string = never> {
  items: readonly R[];
  sort: SortState<F>;
  onSortChange: (next: SortState<F>) => void;
  /** The rows ticked, when the list's rows can be ticked (to export them, for bulk actions). */
  selection?: RowSelection;
}

export type DataTableProps<R extends { id: number }, F extends string> = {
  /** Names the table for assistive technology ("Assets"). */
  label: string;
  items: readonly R[];
  columns: readonly DataColumn<R, F>[];
  /** The list's sort, when some columns sort. */
  sort?: SortState<F>;
  onSortChange?: (next: SortState<F>) => void;
} & (
  | { selection?: undefined; rowLabel?: undefined }
  | {
      /** Row selection for bulk actions: a first column of checkboxes. */
      selection?: RowSelection;
      /** The row's name in its checkbox's label ("Select #AIM-T-001"). */
      rowLabel: (row: R) => string;
    }
);

/**
 * A list's table from its columns: a header each (a sorting one where it sorts), a row a record.
 * Below a `HiddenColumnsProvider` (a list page's) it leaves out the columns the reader hid.
 */
export function DataTable<R extends { id: number }, F extends string = never>({
  label,
  items,
  columns,
  sort,
  onSortChange,
  selection,
  rowLabel,
}: DataTableProps<R, F>) {
  const hiddenColumns = useTableHiddenColumns();
  // A key the address names for a column that may not be hidden (the record's name) is ignored.
  const chosen = new Set(
    hideableColumns(columns)
      .filter(({ key }) => hiddenColumns.includes(key))
      .map(({ header }) => header),
  );
  const shown = columns.filter((column) => !column.hidden && !chosen.has(column.header));
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableHeaderCell>
                <PageCheckbox selection={selection} />
              </TableHeaderCell>
            )}
            {shown.map(({ header, sortField }) =>
              sortField && sort && onSortChange ? (
                <SortableHeader
                  key={header}
                  field={sortField}
                  label={header}
                  sort={sort}
                  onSortChange={onSortChange}
                />
              ) : (
                <TableHeaderCell key={header}>{header}</TableHeaderCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((row) => {
            const cells = shown.map(({ header, cell }) => (
              <TableCell key={header}>{cell(row)}</TableCell>
            ));
            if (!selection) return <TableRow key={row.id}>{cells}</TableRow>;
            const selected = selection.isSelected(row.id);
            return (
              <StyledSelectableRow key={row.id} aria-selected={selected}>
                <TableCell>
                  <RowCheckbox
                    id={row.id}
                    // The props' type gives every selection its `rowLabel`.
                    label={rowLabel!(row)}
                    selected={selected}
                    onToggle={selection.toggle}
                  />
                </TableCell>
                {cells}
              </StyledSelectableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
