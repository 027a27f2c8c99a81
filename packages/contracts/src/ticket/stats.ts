import { z } from 'zod';
import { countsSchemaOf } from '../common/lists';

// The list's stats on their own: the texts name the tiles by these keys and the list response
// carries them, so both import this file rather than each other.

/** The tiles' counts over every ticket matching the query, by status group. */
export const ticketStatsSchema = countsSchemaOf([
  'total',
  'open',
  'in_progress',
  'resolved',
  'expired',
]);
export type TicketStats = z.infer<typeof ticketStatsSchema>;
