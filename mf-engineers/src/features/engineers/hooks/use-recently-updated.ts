import { useRecentlyUpdatedStore } from '../stores/recently-updated-store';

/** The engineers shown as 'Recently Updated': changed by a realtime event in the last 10 s. */
export function useRecentlyUpdatedIds(): ReadonlySet<number> {
  return useRecentlyUpdatedStore((s) => s.highlighted);
}

/** Whether one engineer is shown as 'Recently Updated'. */
export function useRecentlyUpdated(id: number): boolean {
  return useRecentlyUpdatedStore((s) => s.highlighted.has(id));
}
