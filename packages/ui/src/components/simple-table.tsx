import type { ReactNode } from 'react';
import { Table, TableBody, TableContainer, TableHead, TableHeaderCell, TableRow } from './table';

export interface SimpleTableProps {
  /** Names the table for assistive technology ("Activity"). */
  label: string;
  /** The column headers, in order. */
  headers: readonly string[];
  /** The rows: a `TableRow` each. */
  children: ReactNode;
}

/** A table whose columns neither sort nor hide: its headers, then the rows it is given. */
export function SimpleTable({ label, headers, children }: SimpleTableProps) {
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableHeaderCell key={header}>{header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
