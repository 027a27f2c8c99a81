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

export interface DataColumn<R, F extends string> {
  /** The header, from the contract's table columns. */
  header: string;
  /** The list query's sort field this column sorts by; absent for a column that does not sort. */
  sortField?: F;
  cell: (row: R) => ReactNode;
  /** Left out, header and cells, for a reader who may not use it (Create Lead without Create). */
  hidden?: boolean;
}

export interface DataTableProps<R extends { id: number }, F extends string> {
  /** Names the table for assistive technology ("Assets"). */
  label: string;
  rows: readonly R[];
  columns: readonly DataColumn<R, F>[];
  /** The list's sort, when some columns sort. */
  sort?: SortState<F>;
  onSortChange?: (next: SortState<F>) => void;
}

/** A list's table from its columns: a header each (a sorting one where it sorts), a row a record. */
export function DataTable<R extends { id: number }, F extends string = never>({
  label,
  rows,
  columns,
  sort,
  onSortChange,
}: DataTableProps<R, F>) {
  const shown = columns.filter((column) => !column.hidden);
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
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
          {rows.map((row) => (
            <TableRow key={row.id}>
              {shown.map(({ header, cell }) => (
                <TableCell key={header}>{cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
