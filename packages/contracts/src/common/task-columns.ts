import { z } from 'zod';
import { decimalAmountSchema } from './amount';
import { currencySchema } from './currency';
import { isoDateSchema } from './iso-date';

// The columns a lead and the ticket made from it answer alike. Plain shapes, spread into each
// record's object where its fields stand, so each record keeps its own field order.

/** The customer the record is for, joined in by the API. */
export const customerColumns = {
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_code: z.string(),
};

/** When the task runs; the form requires the dates, older rows may lack them. */
export const scheduleColumns = {
  task_start_date: isoDateSchema.nullable(),
  task_end_date: isoDateSchema.nullable(),
  /** The start hour, 0–23 (the form's time input shows it as "09:00"). */
  task_time_hours: z.number().int().min(0).max(23).nullable(),
};

/** The agreed currency and rates, 2-decimal strings. */
export const rateColumns = {
  currency: currencySchema,
  hourly_rate: decimalAmountSchema.nullable(),
  half_day_rate: decimalAmountSchema.nullable(),
  full_day_rate: decimalAmountSchema.nullable(),
  monthly_rate: decimalAmountSchema.nullable(),
  agreed_rate: decimalAmountSchema.nullable(),
};
