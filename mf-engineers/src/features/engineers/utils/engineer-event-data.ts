import type { EngineerListItem } from '@trellis/contracts';

/** What an engineer:updated or profile:updated event carries, as the remote reads it. */
export type EngineerEventData = Partial<EngineerListItem> & {
  id?: number;
  userId?: number;
  engineerId?: number;
};

/** The engineer an event is about: the payload's userId, id or engineerId. */
export function engineerIdOf(data: EngineerEventData): number | null {
  return data.userId ?? data.id ?? data.engineerId ?? null;
}
