import { z } from 'zod';

// The list's stats on their own: the texts name the cards by these keys and the list response
// carries them, so both import this file rather than each other.

/** The cards over every user the search and filters match; Total Roles counts every role. */
export const systemUserStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  inactiveUsers: z.number().int(),
  pendingUsers: z.number().int(),
  totalRoles: z.number().int(),
});
export type SystemUserStats = z.infer<typeof systemUserStatsSchema>;
