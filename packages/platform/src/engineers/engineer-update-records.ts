import { create } from 'zustand';
import { REALTIME_EVENTS } from '@trellis/contracts/constants';
import { realtime } from '../realtime/realtime-client';

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
 * The shell's per-engineer update records. The shell writes them from its one connection while
 * someone is signed in, whichever page is open; remotes read them.
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

/**
 * Asks the server to send the engineer's current record again. Sent only while connected
 * (nothing is queued); says whether it was.
 */
export function requestEngineerRefresh(userId: number): boolean {
  return realtime.send(REALTIME_EVENTS.requestEngineerRefresh, { userId });
}
