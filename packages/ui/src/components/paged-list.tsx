import type { ReactNode } from 'react';
import { pageCountOf, usePageClamp } from '../hooks/use-page-clamp';
import { ListBody } from './list-body';
import { Pagination } from './pagination';

/** What a list request answers, and its state, as the remotes' query hooks report it. */
export interface PagedListQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** The previous page still shown while the next loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  query: PagedListQuery<T>;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** The pagination's accessible name, e.g. "Assets pages". */
  pagesLabel: string;
  loadingLabel: string;
  failedTitle: string;
  emptyTitle: string;
  emptyDescription?: string;
  emptyIcon?: ReactNode;
  /** Numbered pages between Previous and Next (the default), or only the two. */
  showPageNumbers?: boolean;
  /** The line beside the pages; "Page 2 of 5 • Total 48" unless the screen words it. */
  summary?: (page: number, pageCount: number, total: number) => string;
  /** Show the pages even when every row fits on one (a screen that always shows them). */
  alwaysShowPages?: boolean;
  previousLabel?: string;
  /** The page's rows: the table, or cards. */
  children: (items: T[]) => ReactNode;
}

const defaultSummary = (page: number, pageCount: number, total: number) =>
  `Page ${page} of ${pageCount} • Total ${total}`;

/**
 * A list page's body: loading, failed with Retry, empty with its text, or the rows with their
 * pages. An address past the last page (its last row deleted, or ?page=99) moves to the last
 * page that exists.
 */
export function PagedList<T>({
  query,
  page,
  limit,
  onPageChange,
  pagesLabel,
  showPageNumbers = true,
  summary = defaultSummary,
  alwaysShowPages = false,
  previousLabel,
  children,
  ...texts
}: PagedListProps<T>) {
  const { data } = query;
  const pageCount = data && pageCountOf(data.total, limit);
  const clamping = usePageClamp({ page, pageCount, onPageChange });
  return (
    <ListBody
      loading={query.isPending || clamping || (query.isPlaceholderData && data?.items.length === 0)}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      empty={data?.items.length === 0}
      busy={query.isFetching}
      {...texts}
    >
      {data && (
        <>
          {children(data.items)}
          {(alwaysShowPages || data.total > limit) && (
            <Pagination
              page={page}
              pageCount={pageCount ?? 1}
              onPageChange={onPageChange}
              showPageNumbers={showPageNumbers}
              summary={summary(page, pageCount ?? 1, data.total)}
              label={pagesLabel}
              previousLabel={previousLabel}
            />
          )}
        </>
      )}
    </ListBody>
  );
}
