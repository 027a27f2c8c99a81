import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { listFilterOf } from './list-filter';

/** What a bulk call acts on: the ticked ids, or every record the list's filter matches. */
export type BulkSelection = { ids: number[] } | { filter: string };

/** How the page's rows stand: every one ticked, some, or none. */
export type PageSelectionState = 'all' | 'some' | 'none';

export interface RowSelectionOptions {
  /** The ids of the page's rows, in the order they are shown. */
  pageIds: readonly number[];
  /** How many records the list's filter matches (its answer's `total`). */
  total: number;
  /** Address parameters that do not filter the list (which view shows it): left out of `filter`. */
  omit?: readonly string[];
}

export interface RowSelection {
  pageIds: readonly number[];
  total: number;
  /** Ticked ids, across pages; empty in matching mode. */
  ids: ReadonlySet<number>;
  /** Whether every record the filter matches is selected, on any page. */
  matching: boolean;
  /** How many records an action would take. */
  count: number;
  pageState: PageSelectionState;
  /** The list's filter as a bulk call sends it (the address without page, limit and view). */
  filter: string;
  /** What to send, or null when nothing is selected. */
  selection: BulkSelection | null;
  isSelected: (id: number) => boolean;
  /** Ticks or unticks a row; `range` does the same to every row between it and the last one clicked. */
  toggle: (id: number, options?: { range?: boolean }) => void;
  /** The header checkbox: every row of the page on, or off when they all are. */
  togglePage: () => void;
  selectAllMatching: () => void;
  clear: () => void;
}

interface Picked {
  /** The filter the selection was made under: another filter means another list. */
  filter: string;
  ids: ReadonlySet<number>;
  matching: boolean;
  anchor: number | null;
}

const NOTHING: Omit<Picked, 'filter'> = { ids: new Set(), matching: false, anchor: null };

/**
 * A list page's row selection. Ticks survive paging (the filter is the same list) and vanish when
 * the filter, search or sort changes, since the ticked rows may no longer be in the list.
 */
export function useRowSelection({ pageIds, total, omit = [] }: RowSelectionOptions): RowSelection {
  const [searchParams] = useSearchParams();
  const filter = listFilterOf(searchParams, omit);
  const [picked, setPicked] = useState<Picked>({ filter, ...NOTHING });
  // Derived, not synced in an effect: no render ever shows the old list's ticks.
  const current = picked.filter === filter ? picked : { filter, ...NOTHING };
  const write = (next: Omit<Picked, 'filter'>) => setPicked({ filter, ...next });

  const isSelected = (id: number) => current.matching || current.ids.has(id);
  const onPage = pageIds.filter(isSelected).length;
  const pageState: PageSelectionState =
    pageIds.length > 0 && onPage === pageIds.length ? 'all' : onPage > 0 ? 'some' : 'none';

  const toggle = (id: number, { range = false } = {}) => {
    // Unticking one row of "all matching" leaves the rest of the page ticked, by id.
    const ids = new Set(current.matching ? pageIds : current.ids);
    const on = !isSelected(id);
    const from = current.anchor === null ? -1 : pageIds.indexOf(current.anchor);
    const to = pageIds.indexOf(id);
    const span =
      range && from >= 0 && to >= 0
        ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1)
        : [id];
    for (const each of span) {
      if (on) ids.add(each);
      else ids.delete(each);
    }
    write({ ids, matching: false, anchor: id });
  };

  const togglePage = () => {
    if (current.matching) return write(NOTHING);
    const ids = new Set(current.ids);
    for (const id of pageIds) {
      if (pageState === 'all') ids.delete(id);
      else ids.add(id);
    }
    write({ ids, matching: false, anchor: null });
  };

  const count = current.matching ? total : current.ids.size;
  const selection: BulkSelection | null = current.matching
    ? { filter }
    : current.ids.size > 0
      ? { ids: [...current.ids] }
      : null;

  return {
    pageIds,
    total,
    ids: current.ids,
    matching: current.matching,
    count,
    pageState,
    filter,
    selection,
    isSelected,
    toggle,
    togglePage,
    selectAllMatching: () => write({ ids: new Set(), matching: true, anchor: null }),
    clear: () => write(NOTHING),
  };
}

/** A list answer's page as the selection reads it; undefined while the list loads. */
interface ListAnswerPage {
  items: readonly { id: number }[];
  total: number;
}

/** `useRowSelection` over the page a list answer holds (no rows while it loads). */
export function useListRowSelection(
  data: ListAnswerPage | undefined,
  omit?: readonly string[],
): RowSelection {
  return useRowSelection({
    pageIds: data?.items.map((item) => item.id) ?? [],
    total: data?.total ?? 0,
    omit,
  });
}
