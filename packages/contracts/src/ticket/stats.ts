import { z } from 'zod';

// The list's stats on their own: the texts name the tiles by these keys and the list response
// carries them, so both import this file rather than each other.

/** The tiles' counts over every ticket matching the query, by status group. */
export const ticketStatsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  expired: z.number().int(),
});
export type TicketStats = z.infer<typeof ticketStatsSchema>;
