import { z } from 'zod';
import { countsSchemaOf } from '../common/lists';

// The list's stats on their own: the texts name the tiles by these keys and the list response
// carries them, so both import this file rather than each other.

/** The tiles' counts over every lead matching the search and filters, not just the page. */
export const leadStatsSchema = countsSchemaOf([
  'total',
  'BID',
  'Confirm',
  'Reschedule',
  'Cancelled',
]);
export type LeadStats = z.infer<typeof leadStatsSchema>;
