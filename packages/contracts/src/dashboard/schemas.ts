import { z } from 'zod';
import { moneySchema } from '../common/money';

// GET /api/dashboard (issue 11): the five Business Overview figures of a month and the month
// before, in one call.

const yearField = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(1900, 'Year must be from 1900 to 9998')
  .max(9998, 'Year must be from 1900 to 9998');
const monthField = z.coerce
  .number({ error: 'Month must be a number' })
  .int('Month must be a whole number')
  .min(1, 'Month must be from 1 to 12')
  .max(12, 'Month must be from 1 to 12');

/** `month` (1–12) and `year`; either missing is the business today's. */
export const dashboardQuerySchema = z.object({
  month: monthField.optional(),
  year: yearField.optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** One month's figures. Money is one entry per currency, by currency, never summed across. */
export const dashboardFiguresSchema = z.object({
  /** Receivables invoiced in the month. */
  customer_receivables: z.array(moneySchema),
  /** Payouts of the month (their totals); left out for a reader without Manage Team. */
  engineer_payout: z.array(moneySchema).optional(),
  /** Leads created in the month. */
  leads: z.number().int(),
  /** Tickets whose task starts in the month. */
  total_tickets: z.number().int(),
  /** Approved leaves overlapping the month. */
  approved_leaves: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

const periodSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
});

export const dashboardResponseSchema = z.object({
  period: periodSchema,
  /** The month before `period`: January's is December of the year before. */
  previous_period: periodSchema,
  current: dashboardFiguresSchema,
  previous: dashboardFiguresSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
