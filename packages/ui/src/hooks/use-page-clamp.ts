import { useEffect } from 'react';

/** How many pages `total` rows fill at `pageSize` a page: never fewer than one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PageClampOptions {
  page: number;
  /** Undefined until the list's total is known. */
  pageCount: number | undefined;
  onPageChange: (page: number) => void;
}

/**
 * Keeps a list on a page that exists: past the last page (its last row was deleted, or the
 * address says `?page=99`) it moves to the last one. Returns true while the page is out of range,
 * so the list can keep its loading state instead of flashing an empty page.
 */
export function usePageClamp({ page, pageCount, onPageChange }: PageClampOptions): boolean {
  const outOfRange = pageCount !== undefined && page > pageCount;
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) onPageChange(pageCount);
  }, [page, pageCount, onPageChange]);
  return outOfRange;
}
