// A list page as a remote builds one, for the bulk tests: 12 records, 5 a page, the page and a
// status filter in the address, a checkbox column, the selection bar and (given) the actions.
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { DataTable } from '../data-table';
import { SelectionBar } from '../bulk/selection-bar';
import { useRowSelection, type RowSelection } from '../bulk/use-row-selection';

export interface Thing {
  id: number;
  name: string;
}

export const THINGS: Thing[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Thing ${index + 1}`,
}));
const PAGE_SIZE = 5;

export interface BulkListProps {
  /** The selection bar's actions, from the selection (default: the bar with none). */
  bar?: (selection: RowSelection) => ReactNode;
}

export function BulkList({ bar }: BulkListProps) {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const page = Number(params.get('page') ?? 1);
  const rows = THINGS.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const selection = useRowSelection({
    pageIds: rows.map((row) => row.id),
    total: THINGS.length,
    omit: ['view'],
  });
  const go = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  return (
    <>
      {bar ? bar(selection) : <SelectionBar selection={selection} />}
      <DataTable
        label="Things"
        items={rows}
        columns={[{ header: 'Name', cell: (row) => row.name }]}
        selection={selection}
        rowLabel={(row) => row.name}
      />
      <button type="button" onClick={() => go({ page: String(page + 1) })}>
        Next page
      </button>
      <button type="button" onClick={() => go({ status: 'Closed', page: '1' })}>
        Closed only
      </button>
      <button type="button" onClick={() => go({ view: 'cards' })}>
        Show as cards
      </button>
      <output aria-label="address">{search}</output>
    </>
  );
}
