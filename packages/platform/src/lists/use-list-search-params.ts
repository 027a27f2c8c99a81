import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { parseSearchParams, toSearchParams } from './list-search-params';

/**
 * A list screen's page, search, filters and sort, kept in the address (so Back and a shared
 * link keep them) and read and written with the list's own API query schema: the same defaults
 * as the server, and only what differs from them in the address.
 */
export function useListSearchParams<S extends z.ZodObject>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseSearchParams(schema, searchParams), [schema, searchParams]);
  const update = (changes: Partial<z.output<S>>) =>
    setSearchParams(
      (current) => toSearchParams(schema, { ...parseSearchParams(schema, current), ...changes }),
      { replace: true },
    );
  return { query, update };
}
