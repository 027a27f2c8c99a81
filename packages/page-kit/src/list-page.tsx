import type { ReactNode } from 'react';
import { PageHeader } from '@trellis/ui/controls';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { PagedList, type PagedListProps, type PagedListQuery } from '@trellis/ui/lists';
import { StyledFilterBar, StyledHeaderActions, StyledPage } from './page-layout';
import { ViewsMenu, type ViewsMenuProps } from './saved-views/views-menu';

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

export interface ListPageProps<T> extends ListTexts<T> {
  state: ListPageState<T>;
  title: string;
  description: string;
  /** The header's buttons (Add, Sync). */
  actions?: ReactNode;
  /** The list's Views menu: its saved views' list name and query schema. */
  views?: ViewsMenuProps;
  /** The stat cards between the header and the filters. */
  stats?: ReactNode;
  /** The search box's accessible name and placeholder; it searches the address's `search`. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The filter selects beside the search box. */
  filters?: ReactNode;
  /** Whether a search or filter is in force: an empty list then suggests changing it. */
  filtered: boolean;
  /** What an empty, unfiltered list suggests (how to add the first record). */
  emptyHint?: string;
  /** The page's rows: its table. */
  rows: (items: T[]) => ReactNode;
  /** The page's dialogs (add, edit, delete). */
  children?: ReactNode;
}

/**
 * A record list's screen: header, stat cards, search and filters, then the list's pages. The
 * search, the page and the empty text follow the address; an area adds its columns, filters and
 * dialogs.
 */
export function ListPage<T>({
  state,
  title,
  description,
  actions,
  views,
  stats,
  searchLabel,
  searchPlaceholder,
  filters,
  filtered,
  emptyHint,
  rows,
  children,
  ...texts
}: ListPageProps<T>) {
  const { query, setPage, setFilters } = state;
  return (
    <StyledPage>
      <PageHeader
        title={title}
        description={description}
        actions={
          <StyledHeaderActions>
            {views && <ViewsMenu {...views} />}
            {actions}
          </StyledHeaderActions>
        }
      />
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
      <PagedList
        query={state.list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        emptyDescription={filtered ? 'Try another search or filter.' : emptyHint}
        {...texts}
      >
        {rows}
      </PagedList>
      {children}
    </StyledPage>
  );
}
