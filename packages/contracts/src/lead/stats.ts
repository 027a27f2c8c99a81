import { z } from 'zod';

// The list's stats on their own: the texts name the tiles by these keys and the list response
// carries them, so both import this file rather than each other.

/** The tiles' counts over every lead matching the search and filters, not just the page. */
export const leadStatsSchema = z.object({
  total: z.number().int(),
  BID: z.number().int(),
  Confirm: z.number().int(),
  Reschedule: z.number().int(),
  Cancelled: z.number().int(),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;
