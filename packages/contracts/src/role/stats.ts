import { z } from 'zod';

// The list's stats on their own: the texts name the cards by these keys and the list response
// carries them, so both import this file rather than each other.

export const roleStatsSchema = z.object({
  totalRoles: z.number().int(),
  /** System users holding one of the roles (a user holds at most one). */
  totalUsers: z.number().int(),
  /** Distinct permissions granted by at least one of the roles. */
  activePermissions: z.number().int(),
});
export type RoleStats = z.infer<typeof roleStatsSchema>;
