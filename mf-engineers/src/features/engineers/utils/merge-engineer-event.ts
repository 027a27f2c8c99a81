import type { EngineerListItem, EngineerListResponse } from '@trellis/contracts';
import type { EngineerEventData } from './engineer-event-data';

/** Fields an event may not overwrite: the row's identity. */
const FIXED: ReadonlySet<string> = new Set(['id', 'code', 'created_at']);

/** The row with every field the event carries (and the row knows) taken from the event. */
export function mergeEngineer<T extends EngineerListItem>(row: T, data: EngineerEventData): T {
  const next: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(data)) {
    if (FIXED.has(key) || value === undefined || !(key in row)) continue;
    next[key] = value;
  }
  return next as T;
}

const withItems = (list: EngineerListResponse, items: EngineerListItem[], total: number) => ({
  ...list,
  items,
  data: items,
  total,
});

/** engineer:created: the engineer first, once. */
export function prependEngineer(
  list: EngineerListResponse,
  engineer: EngineerListItem,
): EngineerListResponse {
  if (list.items.some((row) => row.id === engineer.id)) return list;
  return withItems(list, [engineer, ...list.items], list.total + 1);
}

/** engineer:updated / profile:updated on a row that is on the page; null when it is not. */
export function mergeIntoList(
  list: EngineerListResponse,
  id: number,
  data: EngineerEventData,
): EngineerListResponse | null {
  if (!list.items.some((row) => row.id === id)) return null;
  const items = list.items.map((row) => (row.id === id ? mergeEngineer(row, data) : row));
  return withItems(list, items, list.total);
}

/** engineer:deleted: the row goes, and the total with it. */
export function removeEngineer(list: EngineerListResponse, id: number): EngineerListResponse {
  if (!list.items.some((row) => row.id === id)) return list;
  return withItems(
    list,
    list.items.filter((row) => row.id !== id),
    Math.max(0, list.total - 1),
  );
}
