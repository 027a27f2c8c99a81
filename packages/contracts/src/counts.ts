import { z } from 'zod';

export const countsSchema = z.object({
  customers: z.number().int(),
  leads: z.number().int(),
  tickets: z.number().int(),
  engineers: z.number().int(),
  leaves: z.number().int(),
  notifications: z.number().int(),
  customerReceivable: z.number().int(),
});
export type Counts = z.infer<typeof countsSchema>;

/** Placeholder initial values of spec 000 §3, shown until the first fetch answers. */
export const INITIAL_COUNTS: Counts = {
  customers: 0,
  leads: 8,
  tickets: 2,
  engineers: 3,
  leaves: 3,
  notifications: 5,
  customerReceivable: 4,
};
