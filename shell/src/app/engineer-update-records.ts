import { create } from 'zustand';

/** What an engineer:updated or profile:updated event carries, as received. */
export type EngineerEventData = Record<string, unknown> & {
  id?: number;
  userId?: number;
  engineerId?: number;
};

/** One record per engineer, keyed by userId, with the data received. */
export interface EngineerUpdateRecord {
  /** ISO timestamp of when this tab received the update. */
  lastUpdated: string;
  data: EngineerEventData;
}

interface EngineerUpdateRecordsState {
  records: Readonly<Record<number, EngineerUpdateRecord>>;
  /** Replaces the engineer's record and stamps it with now. */
  record(userId: number, data: EngineerEventData): void;
  clear(): void;
}

/**
 * The shell's per-engineer update records, written from its one connection while someone is
 * signed in, whichever page is open.
 */
export const useEngineerUpdateRecords = create<EngineerUpdateRecordsState>((set) => ({
  records: {},
  record(userId, data) {
    set((state) => ({
      records: { ...state.records, [userId]: { lastUpdated: new Date().toISOString(), data } },
    }));
  },
  clear() {
    set({ records: {} });
  },
}));

/** The engineer an event is about: the payload's userId, id or engineerId. */
export function engineerIdOf(data: EngineerEventData): number | null {
  return data.userId ?? data.id ?? data.engineerId ?? null;
}
