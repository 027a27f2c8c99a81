import type { z } from 'zod';
import { SAVED_VIEW_TRANSIENT_PARAMS } from '@trellis/contracts';
import { parseWith } from '../lib/validate';

/** Address parameters that place a page, not choose records. */
const NOT_FILTERS = new Set(['page', 'limit', ...SAVED_VIEW_TRANSIENT_PARAMS]);

/**
 * A selection's filter (a list's address query) as the list's own route would parse it: a
 * repeated key becomes a list, as in a query string. A bad value is a 400 naming it.
 */
export function parseFilter<S extends z.ZodType>(schema: S, filter: string): z.output<S> {
  const params = new URLSearchParams(filter);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (NOT_FILTERS.has(key)) continue;
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return parseWith(schema, query);
}
