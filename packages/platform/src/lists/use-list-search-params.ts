import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { HIDDEN_COLUMNS_PARAM } from '@trellis/contracts/constants';
import { parseSearchParams, toSearchParams } from './list-search-params';

/**
 * Whether the page this hook rendered on is still the one in the address bar. A navigation runs
 * as a transition, so the page being left stays mounted while the next one loads; a late write
 * from it (a debounced search settling) would otherwise navigate back to it. Only a router that
 * follows the address bar can tell: an in-memory one (tests) never claims the page was left.
 */
function stillOnPage(renderedPathname: string, followsAddressBar: boolean): boolean {
  return !followsAddressBar || window.location.pathname === renderedPathname;
}

export interface ListSearchParamsOptions {
  /**
   * Address keys outside the schema that a write leaves as they are: what the page around the
   * list reads (which view shows the list), so writing a filter does not drop it.
   */
  keep?: readonly string[];
}

/**
 * A list screen's page, search, filters and sort, kept in the address (so Back and a shared
 * link keep them) and read and written with the list's own API query schema: the same defaults
 * as the server, and only what differs from them in the address. A write that arrives after the
 * page was left is dropped.
 */
export function useListSearchParams<S extends z.ZodObject>(
  schema: S,
  { keep = [] }: ListSearchParamsOptions = {},
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const followsAddressBar = typeof window !== 'undefined' && window.location.pathname === pathname;
  const query = useMemo(() => parseSearchParams(schema, searchParams), [schema, searchParams]);
  const update = (changes: Partial<z.output<S>>) => {
    if (!stillOnPage(pathname, followsAddressBar)) return;
    setSearchParams(
      (current) => {
        const next = toSearchParams(schema, { ...parseSearchParams(schema, current), ...changes });
        // The hidden columns are the table's, not the filter's: a new filter keeps them.
        for (const key of [...keep, HIDDEN_COLUMNS_PARAM]) {
          const value = current.get(key);
          if (value !== null) next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  return { query, update };
}
