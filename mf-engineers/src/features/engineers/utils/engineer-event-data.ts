import type { EngineerListItem } from '@trellis/contracts';

/** What an engineer:updated or profile:updated event carries, as the remote reads it. */
export type EngineerEventData = Partial<EngineerListItem> & {
  id?: number;
  userId?: number;
  engineerId?: number;
};
