import { ADDRESS_FIELDS } from '@trellis/contracts';

// Columns leads and tickets store alike (a confirmed lead becomes a ticket with them), listed
// once so that both tables' JSON, copies and audit trails follow the same fields in one order.

/** The site address, in the form's order; its time zone is kept with the task's times. */
export const ADDRESS_COLUMNS = ADDRESS_FIELDS.filter(
  (field): field is Exclude<(typeof ADDRESS_FIELDS)[number], 'timezone'> => field !== 'timezone',
);

/** The rates agreed with the client: numeric(12,2), read as text ("350.00"), never a float. */
export const RATE_COLUMNS = [
  'hourly_rate',
  'half_day_rate',
  'full_day_rate',
  'monthly_rate',
  'agreed_rate',
  'travel_cost_day',
] as const;
