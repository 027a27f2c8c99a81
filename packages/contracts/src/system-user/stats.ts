import { z } from 'zod';
import { countsSchemaOf } from '../common/lists';

// The list's stats on their own: the texts name the cards by these keys and the list response
// carries them, so both import this file rather than each other.

/** The cards over every user the search and filters match; Total Roles counts every role. */
export const systemUserStatsSchema = countsSchemaOf([
  'totalUsers',
  'activeUsers',
  'inactiveUsers',
  'pendingUsers',
  'totalRoles',
]);
export type SystemUserStats = z.infer<typeof systemUserStatsSchema>;
