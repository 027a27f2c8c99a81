import { create } from 'zustand';
import type { EngineerListItem } from '@trellis/contracts';
import { RECENTLY_UPDATED_MS } from '../utils/engineer-live-rules';

/** What an engineer:updated or profile:updated event carries (spec 001 §4). */
export type EngineerEventData = Partial<EngineerListItem> & {
  id?: number;
  userId?: number;
  engineerId?: number;
};

/** Spec 000 §3: one record per engineer, keyed by userId, with the data received. */
export interface EngineerUpdateRecord {
  /** ISO timestamp of when this tab received the update. */
  lastUpdated: string;
  data: EngineerEventData;
}

export interface EngineerUpdatesState {
  records: Record<number, EngineerUpdateRecord>;
  /** Engineers shown as 'Recently Updated': each goes 10 s after its last change. */
  highlighted: ReadonlySet<number>;
  /**
   * Replaces the engineer's record (spec 000 §4) and stamps it with now. `changed` says whether
   * the data differs from what was shown: a reply to request:engineer:refresh that brings
   * nothing new is recorded without highlighting the engineer.
   */
  record: (userId: number, data: EngineerEventData, changed?: boolean) => void;
  clear: () => void;
}

const highlightTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useEngineerUpdatesStore = create<EngineerUpdatesState>((set) => ({
  records: {},
  highlighted: new Set(),
  record: (userId, data, changed = true) => {
    set((state) => ({
      records: {
        ...state.records,
        [userId]: { lastUpdated: new Date().toISOString(), data },
      },
    }));
    if (!changed) return;
    // A second change within the 10 s starts them again.
    clearTimeout(highlightTimers.get(userId));
    highlightTimers.set(
      userId,
      setTimeout(() => {
        highlightTimers.delete(userId);
        set((state) => {
          const highlighted = new Set(state.highlighted);
          highlighted.delete(userId);
          return { highlighted };
        });
      }, RECENTLY_UPDATED_MS),
    );
    set((state) => ({ highlighted: new Set(state.highlighted).add(userId) }));
  },
  clear: () => {
    highlightTimers.forEach((timer) => clearTimeout(timer));
    highlightTimers.clear();
    set({ records: {}, highlighted: new Set() });
  },
}));

/** The engineer an event is about: the payload's userId, id or engineerId (spec 001 §4). */
export function engineerIdOf(data: EngineerEventData): number | null {
  return data.userId ?? data.id ?? data.engineerId ?? null;
}
