import { create } from 'zustand';
import { API_ROUTES, INITIAL_COUNTS, type Counts } from '@trellis/contracts/constants';
import { apiFetch } from '../api/api-fetch';

interface LiveCountsState {
  counts: Counts;
  /** True while the realtime connection is up and counts are arriving. */
  connected: boolean;
  setCounts(counts: Partial<Counts>): void;
  setConnected(connected: boolean): void;
  refresh(): Promise<void>;
}

export const useLiveCountsStore = create<LiveCountsState>((set) => ({
  counts: INITIAL_COUNTS,
  connected: false,
  setCounts(counts) {
    set((s) => ({ counts: { ...s.counts, ...counts } }));
  },
  setConnected(connected) {
    set({ connected });
  },
  async refresh() {
    try {
      const counts = await apiFetch<Counts>(API_ROUTES.counts);
      set({ counts });
    } catch (error) {
      // Logged only (the badges keep their last figures), and the connection is marked not live.
      console.error('Could not load the live counts', error);
      set({ connected: false });
    }
  },
}));
