import type { AuditChange } from '@trellis/contracts';

/** Query keys that shape the listing, not what it takes. */
const NOT_FILTERS = new Set(['page', 'limit', 'order', 'sort', 'sort_by']);

/**
 * An export's audit change: the filters it was made with, only those set (an empty search says
 * nothing about what was taken, nor does the order).
 */
export function exportFiltersChange(query: Record<string, unknown>): AuditChange {
  const set = Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        !NOT_FILTERS.has(key) && value !== undefined && value !== null && value !== '',
    ),
  );
  return { field: 'filters', from: null, to: set };
}
