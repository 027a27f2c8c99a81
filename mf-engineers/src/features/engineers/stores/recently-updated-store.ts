import { create } from 'zustand';
import { RECENTLY_UPDATED_MS } from '../utils/engineer-live-rules';

interface RecentlyUpdatedState {
  /** Engineers shown as 'Recently Updated': each goes 10 s after its last change. */
  highlighted: ReadonlySet<number>;
  /** Shows the engineer as 'Recently Updated'; a second change within the 10 s starts them again. */
  highlight(id: number): void;
  clear(): void;
}

const highlightTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** The engineers this tab saw change live. */
export const useRecentlyUpdatedStore = create<RecentlyUpdatedState>((set) => ({
  highlighted: new Set(),
  highlight(id) {
    clearTimeout(highlightTimers.get(id));
    highlightTimers.set(
      id,
      setTimeout(() => {
        highlightTimers.delete(id);
        set((state) => {
          const highlighted = new Set(state.highlighted);
          highlighted.delete(id);
          return { highlighted };
        });
      }, RECENTLY_UPDATED_MS),
    );
    set((state) => ({ highlighted: new Set(state.highlighted).add(id) }));
  },
  clear() {
    highlightTimers.forEach((timer) => clearTimeout(timer));
    highlightTimers.clear();
    set({ highlighted: new Set() });
  },
}));
