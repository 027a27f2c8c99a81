import type { Counts } from './counts';

// Zod-free (see constants.ts): the platform shows these before the first counts arrive.

/** Placeholder initial values, shown until the first fetch answers. */
export const INITIAL_COUNTS: Counts = {
  customers: 0,
  leads: 8,
  tickets: 2,
  engineers: 3,
  leaves: 3,
  notifications: 5,
  customerReceivable: 4,
};
