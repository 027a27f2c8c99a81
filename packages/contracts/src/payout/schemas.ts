import { z } from 'zod';
import { listDefaultsOf, sortedListQuerySchema, listResponseSchema } from '../common';
import { decimalAmountSchema, requiredAmount } from '../common/amount';
import { CURRENCIES } from '../common/currency';
import { isoDateSchema } from '../common/iso-date';
import { moneySchema } from '../common/money';
import {
  PAYOUT_FIELD_LABELS as L,
  PAYOUT_STATUSES,
  PAYOUT_STATUS_FILTERS,
  PAYOUTS_PAGE_SIZE,
} from './texts';

// The payout's responses, list query, generate and edit bodies (issue 11).

export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** A calendar month, YYYY-MM (1900–2099). */
export const isoMonthSchema = z
  .string({ error: 'Month must be a month (YYYY-MM)' })
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'Month must be a month (YYYY-MM)');

/** An amount that may fall below zero (a total after deductions): "-12.50", "300.00". */
export const signedAmountSchema = z.string().regex(/^-?\d{1,11}\.\d{2}$/);

/**
 * A payout as the API answers it: one per
 * engineer and month, in the engineer's pay currency. Hours are numbers with 2 decimals.
 */
export const payoutSchema = z.object({
  id: z.number().int(),
  /** Null once the engineer was deleted; the name they were paid under stays. */
  engineer_id: z.number().int().nullable(),
  /** AIM-E-001, or null without an engineer. */
  engineer_code: z.string().nullable(),
  engineer_name: z.string(),
  month: isoMonthSchema,
  currency: z.enum(CURRENCIES),
  working_hours: z.number(),
  /** The hours above 8 in each day, summed over the month (part of working_hours). */
  overtime_hours: z.number(),
  /** The hourly pay rate the payout was computed with. */
  rate: decimalAmountSchema,
  /** (working_hours − overtime_hours) × rate. */
  base: decimalAmountSchema,
  /** overtime_hours × 1.5 × rate. */
  overtime: decimalAmountSchema,
  bonus: decimalAmountSchema,
  deductions: decimalAmountSchema,
  /** base + overtime + bonus − deductions (a generated column: it always follows). */
  total: signedAmountSchema,
  status: payoutStatusSchema,
  /** Set when the payout was marked paid. */
  paid_date: isoDateSchema.nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The sortable columns. */
export const PAYOUT_SORT_FIELDS = ['engineer_name', 'month', 'total', 'status'] as const;
export type PayoutSortField = (typeof PAYOUT_SORT_FIELDS)[number];

/**
 * GET /api/payouts' query, the export's, and the screen's address. `search` matches the
 * engineer's name (contains, case-insensitive); `month` (YYYY-MM, empty: every month) and
 * `status` ('all': no filter) filter.
 */
export const payoutListQuerySchema = sortedListQuerySchema(PAYOUT_SORT_FIELDS, {
  limit: PAYOUTS_PAGE_SIZE,
  sort: 'month',
  order: 'desc',
}).extend({
  month: z
    .union([z.literal(''), isoMonthSchema])
    .optional()
    .default(''),
  status: z.enum(PAYOUT_STATUS_FILTERS).optional().default('all'),
});

/** With no sort chosen the latest month comes first. */
export const PAYOUT_LIST_DEFAULTS = listDefaultsOf(payoutListQuerySchema);
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;
export type PayoutListParams = z.output<typeof payoutListQuerySchema>;

/**
 * The cards over every payout matching the search and filters, not just the page, each one
 * entry per currency (amounts in different currencies are never added). `pending` is what is
 * not paid yet (pending and processing), so total = paid + pending in each currency.
 */
export const payoutStatsSchema = z.object({
  total: z.array(moneySchema),
  paid: z.array(moneySchema),
  pending: z.array(moneySchema),
});
export type PayoutStats = z.infer<typeof payoutStatsSchema>;

export const payoutListResponseSchema = listResponseSchema(payoutSchema).extend({
  stats: payoutStatsSchema,
});
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;

/** POST /api/payouts/generate. */
export const payoutGenerateBodySchema = z.object({ month: isoMonthSchema });
export type PayoutGenerateBody = z.infer<typeof payoutGenerateBodySchema>;

/** An engineer with logged hours whose payout was not written, and why. */
export const payoutSkippedSchema = z.object({
  engineer_id: z.number().int(),
  engineer_name: z.string(),
  reason: z.string(),
});
export type PayoutSkipped = z.infer<typeof payoutSkippedSchema>;

/** What 'Generate payouts' did for the month. */
export const payoutGenerateResultSchema = z.object({
  month: isoMonthSchema,
  created: z.number().int().min(0),
  refreshed: z.number().int().min(0),
  skipped: z.array(payoutSkippedSchema),
});
export type PayoutGenerateResult = z.infer<typeof payoutGenerateResultSchema>;

/**
 * PUT /api/payouts/:id: either `bonus` and/or `deductions` (the edit modal; the total follows,
 * refused once paid), or `status` alone (the row's action: only forward, paid sets the paid
 * date).
 */
export const payoutUpdateBodySchema = z
  .object({
    bonus: requiredAmount(L.bonus).optional(),
    deductions: requiredAmount(L.deductions).optional(),
    status: payoutStatusSchema.optional(),
  })
  .refine(
    (body) =>
      (body.status !== undefined) !== (body.bonus !== undefined || body.deductions !== undefined),
    { message: 'Send either status, or bonus and deductions' },
  );
export type PayoutUpdateBodyInput = z.input<typeof payoutUpdateBodySchema>;
export type PayoutUpdateBody = z.output<typeof payoutUpdateBodySchema>;

/** The edit modal's form: both amounts, as the number inputs give them. */
export const payoutAdjustmentFormSchema = z.object({
  bonus: requiredAmount(L.bonus),
  deductions: requiredAmount(L.deductions),
});
export type PayoutAdjustmentFormInput = z.input<typeof payoutAdjustmentFormSchema>;
export type PayoutAdjustmentForm = z.output<typeof payoutAdjustmentFormSchema>;
