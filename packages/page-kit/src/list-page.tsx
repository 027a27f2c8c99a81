import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { BulkList } from '@trellis/contracts';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { PagedList, type PagedListProps, type PagedListQuery } from '@trellis/ui/lists';
import { PageFrame } from './page-frame';
import { StyledFilterBar } from './page-layout';
import { ViewsMenu, type ViewsMenuProps } from './saved-views/views-menu';
import { ColumnsMenu } from './columns/columns-menu';
import { HiddenColumnsProvider } from './columns/hidden-columns';
import type { ColumnChoiceInput } from './columns/column-keys';
import { BulkActions, type BulkActionsProps } from './bulk/bulk-actions';
import { SelectionBar } from './bulk/selection-bar';
import { SelectionExportLink } from './bulk/selection-export-link';
import { useBulkOffers } from './bulk/use-bulk-offers';
import { useCanExport } from './bulk/use-can-export';
import { useListRowSelection, type RowSelection } from './bulk/use-row-selection';

/** The part of `useListPage`'s answer the page's frame reads. */
export interface ListPageState<T> {
  query: { search: string; page: number; limit: number };
  setPage: (page: number) => void;
  setFilters: (changes: { search: string }) => void;
  list: PagedListQuery<T>;
}

type ListTexts<T> = Pick<
  PagedListProps<T>,
  | 'pagesLabel'
  | 'loadingLabel'
  | 'failedTitle'
  | 'emptyTitle'
  | 'emptyIcon'
  | 'alwaysShowPages'
  | 'previousLabel'
>;

/** A list's bulk actions: the contract's list name and the actions this page offers. */
export interface ListPageBulk<L extends BulkList> {
  list: L;
  actions: BulkActionsProps<L>['actions'];
  /** The queries a run may change (default: every query under the list's name). */
  queryKey?: QueryKey;
}

export interface ListPageProps<T, L extends BulkList = BulkList> extends ListTexts<T> {
  state: ListPageState<T>;
  title: string;
  description: string;
  /** The header's buttons (Add, Sync). */
  actions?: ReactNode;
  /** The list's Views menu: its saved views' list name and query schema. */
  views?: ViewsMenuProps;
  /**
   * The table's columns (or headers) for a Columns menu beside the Views menu; the page's
   * `DataTable` then leaves out the ones the reader hides.
   */
  columns?: readonly ColumnChoiceInput[];
  /** The stat cards between the header and the filters. */
  stats?: ReactNode;
  /** The search box's accessible name and placeholder; it searches the address's `search`. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The filter selects beside the search box. */
  filters?: ReactNode;
  /** What the page shows of the filtered records between the filters and the list (an analysis). */
  summary?: ReactNode;
  /**
   * Address parameters that change how the page shows the list, not which records it holds:
   * ticked rows stay ticked when they change, and a bulk call's filter leaves them out.
   */
  viewParams?: readonly string[];
  /** Whether a search or filter is in force: an empty list then suggests changing it. */
  filtered: boolean;
  /** What an empty, unfiltered list suggests (how to add the first record). */
  emptyHint?: string;
  /** What an empty, filtered list suggests, naming the page's own filters. */
  filteredHint?: string;
  /**
   * These bulk actions in the selection bar, for a reader who may take one. Without them a list
   * with a Views menu still ticks rows, to export them.
   */
  bulk?: ListPageBulk<L>;
  /** The page's rows: its table, given the selection when the list offers bulk actions. */
  rows: (items: T[], selection?: RowSelection) => ReactNode;
  /** The page's dialogs (add, edit, delete). */
  children?: ReactNode;
}

/**
 * A record list's screen: header, stat cards, search and filters, then the list's pages. The
 * search, the page and the empty text follow the address; an area adds its columns, filters and
 * dialogs.
 */
export function ListPage<T extends { id: number }, L extends BulkList = BulkList>({
  state,
  title,
  description,
  actions,
  views,
  columns,
  stats,
  searchLabel,
  searchPlaceholder,
  filters,
  summary,
  viewParams,
  filtered,
  emptyHint,
  filteredHint = 'Try another search or filter.',
  rows,
  bulk,
  children,
  ...texts
}: ListPageProps<T, L>) {
  const { query, setPage, setFilters } = state;
  const selection = useListRowSelection(state.list.data, viewParams);
  // A list with a Views menu exports its selection as CSV, so every reader ticks its rows; its
  // bulk actions join the bar for a reader who may take them.
  const offers = useBulkOffers(bulk?.list);
  const exportList = useCanExport(views?.list) ? views?.list : undefined;
  const selectable =
    exportList !== undefined ||
    (bulk !== undefined && offers.some(([action]) => bulk.actions[action]));
  const list = (
    <PagedList
      query={state.list}
      page={query.page}
      limit={query.limit}
      onPageChange={setPage}
      emptyDescription={filtered ? filteredHint : emptyHint}
      {...texts}
    >
      {(items) => rows(items, selectable ? selection : undefined)}
    </PagedList>
  );
  return (
    <PageFrame
      title={title}
      description={description}
      actions={
        <>
          {views && <ViewsMenu {...views} />}
          {columns && <ColumnsMenu columns={columns} />}
          {actions}
        </>
      }
    >
      {stats}
      <StyledFilterBar role="search">
        <DebouncedSearchInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={query.search}
          onCommit={(search) => setFilters({ search })}
        />
        {filters}
      </StyledFilterBar>
      {summary}
      {selectable && bulk && (
        <BulkActions
          list={bulk.list}
          selection={selection}
          actions={bulk.actions}
          queryKey={bulk.queryKey}
        />
      )}
      {selectable && !bulk && exportList && (
        <SelectionBar selection={selection}>
          <SelectionExportLink list={exportList} selection={selection.selection} />
        </SelectionBar>
      )}
      {/* Only a list with a Columns menu hides columns, so the reader can show them again. */}
      {columns ? <HiddenColumnsProvider>{list}</HiddenColumnsProvider> : list}
      {children}
    </PageFrame>
  );
}
